import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Prediction polls (docs/engagement.md): a poll and its choices, members' votes within a quota
 * counted on one row per member and poll, the winners of a resolved poll (drawn by lot from the
 * correct votes when the poll limits them, provably fair) and each winner's prize paid once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table poll (
      id bigserial primary key,
      title text not null,
      description text not null default '',
      image text,
      -- how the member page lays the choices out: a list of buttons, or a 10 x 10 grid (00-99)
      layout text not null default 'list' check (layout in ('list', 'grid')),
      opens_at timestamptz not null,
      closes_at timestamptz not null,
      -- open and closed also follow the window (an open poll past closes_at is shown closed)
      status text not null default 'open' check (status in ('open', 'closed', 'resolved', 'cancelled')),
      -- the prize of each winning vote (contract/prizes.ts units: satang, hundredths of a point, spins)
      prize_kind text not null check (prize_kind in ('credit', 'points', 'free_spins', 'none')),
      prize_units bigint not null default 0 check (prize_units >= 0),
      prize_turnover_multiplier numeric(8, 2) not null default 0 check (prize_turnover_multiplier >= 0),
      -- 0 = every correct vote wins, N = N winning votes drawn by lot among the correct ones
      winners_limit int not null default 0 check (winners_limit >= 0),
      -- the quota: base votes + 1 per deposit_step satang deposited + 1 per turnover_step satang staked, at most max_votes
      base_votes int not null default 1 check (base_votes >= 0),
      deposit_step bigint not null default 0 check (deposit_step >= 0),
      turnover_step bigint not null default 0 check (turnover_step >= 0),
      max_votes int not null default 1 check (max_votes >= 1),
      -- provably fair draw: the seed (64 hex) is secret until resolution or cancellation, its SHA-256 published
      server_seed text not null,
      seed_hash text not null,
      winning_choice_id bigint,
      correct_votes int,
      closed_at timestamptz,
      resolved_at timestamptz,
      cancelled_at timestamptz,
      cancel_reason text,
      -- the demo seed's own polls, made once each
      seed_key text unique,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (closes_at > opens_at)
    );
    create index poll_status_closes on poll (status, closes_at);

    create table poll_choice (
      id bigserial primary key,
      poll_id bigint not null references poll(id),
      position int not null,
      label text not null,
      unique (poll_id, position),
      unique (poll_id, id)
    );

    -- one row per member and poll: the votes used, updated under its row lock (the quota's counter)
    create table poll_member (
      poll_id bigint not null references poll(id),
      member_id bigint not null references member(id),
      used int not null default 0 check (used >= 0),
      updated_at timestamptz not null default now(),
      primary key (poll_id, member_id)
    );

    -- one row per submission
    create table poll_vote (
      id bigserial primary key,
      poll_id bigint not null,
      choice_id bigint not null,
      member_id bigint not null references member(id),
      request_key text,
      created_at timestamptz not null default now(),
      foreign key (poll_id, choice_id) references poll_choice(poll_id, id),
      unique (member_id, poll_id, request_key)
    );
    create index poll_vote_choice on poll_vote (poll_id, choice_id, id);
    create index poll_vote_member on poll_vote (member_id, poll_id, id);

    -- a winning vote and its prize, paid once through the prizes front door (key poll:<poll id>:<winner id>)
    create table poll_winner (
      id bigserial primary key,
      poll_id bigint not null references poll(id),
      member_id bigint not null references member(id),
      vote_id bigint not null references poll_vote(id),
      -- the vote's position among the correct votes ordered by vote id (0-based), as the draw picked it
      draw_position int not null,
      -- the order in which the draw picked it (0-based); with every correct vote winning, the position
      draw_order int not null,
      prize_kind text not null,
      prize_units bigint not null,
      prize_turnover_multiplier numeric(8, 2) not null default 0,
      transfer_id bigint references ledger_transfer(id),
      requirement_id bigint references wagering_requirement(id),
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      unique (poll_id, member_id, vote_id),
      unique (vote_id)
    );
    create index poll_winner_unpaid on poll_winner (poll_id, id) where paid_at is null;
    create index poll_winner_poll on poll_winner (poll_id, draw_order)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table if exists poll_winner;
    drop table if exists poll_vote;
    drop table if exists poll_member;
    drop table if exists poll_choice;
    drop table if exists poll
    `,
  );
}
