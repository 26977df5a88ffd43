import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The in-house sportsbook (docs/sport.md): leagues, fixtures with their scores, markets with their
 * decimal odds (thousandths: 1.950 = 1950), bets (a single or a step parlay of 2-12 legs, exactly
 * once per member and request key) with their legs, each bet's settlements (one row per result
 * version it was settled on: a corrected result re-settles), feed imports, and the settings.
 * Lines are stored in quarters (-0.75 = -3): a handicap line is the HOME side's (negative = home
 * gives), an over/under line is the goal total.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table sport_setting (
      id int primary key check (id = 1),
      value jsonb not null,
      updated_by int,
      updated_at timestamptz not null default now()
    );

    create table sport_league (
      id serial primary key,
      -- the feed's id of the league (unique per source)
      feed_id text not null unique,
      name_th text not null,
      name_en text not null,
      country text not null default '',
      sort int not null default 0,
      active boolean not null default true
    );

    create table sport_fixture (
      id bigserial primary key,
      feed_id text not null unique,
      league_id int not null references sport_league (id),
      home_th text not null,
      home_en text not null,
      away_th text not null,
      away_en text not null,
      kickoff_at timestamptz not null,
      status text not null default 'scheduled' check (status in ('scheduled', 'live', 'finished', 'postponed', 'cancelled')),
      -- operator or feed: bets refused on every market of the fixture
      suspended boolean not null default false,
      -- void by an operator (every bet leg on it is void), with the reason shown to members
      voided boolean not null default false,
      void_reason text,
      ht_home int check (ht_home >= 0),
      ht_away int check (ht_away >= 0),
      ft_home int check (ft_home >= 0),
      ft_away int check (ft_away >= 0),
      -- moves on every result or status change that settles (a correction included)
      result_version int not null default 0,
      -- the result version whose settlement is complete (settlement job)
      settled_version int not null default 0,
      -- when a postponed fixture was postponed (void after 48 h)
      postponed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index sport_fixture_kickoff on sport_fixture (kickoff_at, id);
    create index sport_fixture_league on sport_fixture (league_id, kickoff_at);
    create index sport_fixture_unsettled on sport_fixture (id) where result_version > settled_version;

    create table sport_market (
      id bigserial primary key,
      fixture_id bigint not null references sport_fixture (id),
      period text not null check (period in ('ft', '1h')),
      kind text not null check (kind in ('1x2', 'hdp', 'ou', 'oe')),
      -- quarters; 0 for 1x2 and odd/even
      line_q int not null default 0,
      -- the line shown in the fixtures table (one main line per fixture, period and kind)
      main boolean not null default true,
      status text not null default 'open' check (status in ('open', 'suspended', 'closed')),
      -- decimal odds in thousandths per selection (contract/sport.ts SELECTIONS): 1x2 home/draw/away,
      -- hdp home/away, ou over/under, oe odd/even; odds_3 only for 1x2
      odds_1 int not null check (odds_1 > 1000),
      odds_2 int not null check (odds_2 > 1000),
      odds_3 int check (odds_3 > 1000),
      -- moves on every change of odds or line
      odds_version int not null default 1,
      updated_at timestamptz not null default now(),
      unique (fixture_id, period, kind, line_q)
    );

    create table sport_bet (
      id bigserial primary key,
      member_id bigint not null references member (id),
      request_key text not null,
      type text not null check (type in ('single', 'parlay')),
      -- satang
      stake bigint not null check (stake > 0),
      -- the bet's decimal odds in thousandths (a parlay: the product of its legs', rounded down)
      odds bigint not null check (odds > 1000),
      -- what it pays if every leg wins, capped by the maximum payout (satang)
      potential_payout bigint not null,
      status text not null default 'open' check (status in ('open', 'settled')),
      -- settled: won, half_won, push, half_lost, lost, void (contract/sport.ts BET_RESULTS)
      result text,
      -- satang paid by the latest settlement (stake included; 0 for a loss)
      payout bigint not null default 0,
      -- the number of settlements made (a re-settlement after a correction adds one)
      settlements int not null default 0,
      placed_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (member_id, request_key)
    );
    create index sport_bet_member on sport_bet (member_id, id desc);
    create index sport_bet_open on sport_bet (id) where status = 'open';
    create index sport_bet_placed on sport_bet (placed_at);

    create table sport_bet_leg (
      bet_id bigint not null references sport_bet (id),
      leg int not null check (leg between 1 and 12),
      fixture_id bigint not null references sport_fixture (id),
      market_id bigint not null references sport_market (id),
      period text not null,
      kind text not null,
      line_q int not null,
      selection text not null,
      odds int not null check (odds > 1000),
      -- won, half_won, push, half_lost, lost, void; null until its fixture is settled
      outcome text,
      primary key (bet_id, leg)
    );
    create index sport_bet_leg_fixture on sport_bet_leg (fixture_id, bet_id);
    create index sport_bet_leg_market on sport_bet_leg (market_id);

    create table sport_settlement (
      bet_id bigint not null references sport_bet (id),
      -- 1, 2, ... (one per settlement of the bet)
      seq int not null,
      result text not null,
      payout bigint not null,
      -- the previous settlement's payout taken back before this one paid (a correction), satang
      reversed bigint not null default 0,
      reason text not null,
      created_at timestamptz not null default now(),
      primary key (bet_id, seq)
    );

    create table sport_feed_import (
      id bigserial primary key,
      source text not null,
      -- sha-256 of the body: the same body imported twice changes nothing the second time
      digest text not null unique,
      fixtures int not null default 0,
      markets int not null default 0,
      results int not null default 0,
      operator_id int,
      created_at timestamptz not null default now()
    );
    `,
  );
}
