import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import {
  type BetType,
  type FixtureStatus,
  type MarketKind,
  type MarketStatus,
  milliToOdds,
  type Outcome,
  type Period,
  qToLine,
  SELECTIONS,
  type SportBetsData,
  type SportBetView,
  type SportFixtureView,
  type SportMarketView,
} from '@contract/sport';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import './tables';

/** What the wire shows of sportsbook rows (contract/sport.ts): baht, decimal odds, lines in goals. */

const score = (home: number | null, away: number | null) => (home === null || away === null ? null : { home, away });

export type MarketRow = {
  id: number | string;
  fixture_id: number | string;
  period: Period;
  kind: MarketKind;
  line_q: number;
  main: boolean;
  status: MarketStatus;
  odds_1: number;
  odds_2: number;
  odds_3: number | null;
  odds_version: number;
};

/** A market's odds in thousandths, by selection in SELECTIONS order. */
export const oddsOf = (m: Pick<MarketRow, 'odds_1' | 'odds_2' | 'odds_3'>, index: number): number | null =>
  index === 0 ? m.odds_1 : index === 1 ? m.odds_2 : index === 2 ? m.odds_3 : null;

export function marketView(m: MarketRow): SportMarketView {
  return {
    id: Number(m.id),
    period: m.period,
    kind: m.kind,
    line: qToLine(m.line_q),
    main: m.main,
    status: m.status,
    selections: SELECTIONS[m.kind].map((selection, i) => ({ selection, odds: milliToOdds(oddsOf(m, i) ?? 0) })),
    odds_version: m.odds_version,
  };
}

export type FixtureRow = {
  id: number | string;
  league_id: number;
  home_th: string;
  home_en: string;
  away_th: string;
  away_en: string;
  kickoff_at: Date;
  status: FixtureStatus;
  suspended: boolean;
  voided: boolean;
  ht_home: number | null;
  ht_away: number | null;
  ft_home: number | null;
  ft_away: number | null;
};

export function fixtureView(f: FixtureRow, markets: SportMarketView[]): SportFixtureView {
  return {
    id: Number(f.id),
    league_id: f.league_id,
    home: { th: f.home_th, en: f.home_en },
    away: { th: f.away_th, en: f.away_en },
    kickoff_at: f.kickoff_at.toISOString(),
    status: f.status,
    suspended: f.suspended,
    voided: f.voided,
    ht: score(f.ht_home, f.ht_away),
    ft: score(f.ft_home, f.ft_away),
    markets,
  };
}

export type BetRow = {
  id: number | string;
  type: BetType;
  stake: number | string;
  odds: number | string;
  potential_payout: number | string;
  status: 'open' | 'settled';
  result: Outcome | null;
  payout: number | string;
  placed_at: Date;
  settled_at: Date | null;
};

export type LegRow = {
  bet_id: number | string;
  leg: number;
  fixture_id: number | string;
  league: string;
  home: string;
  away: string;
  kickoff_at: Date;
  period: Period;
  kind: MarketKind;
  line_q: number;
  selection: string;
  odds: number;
  outcome: Outcome | null;
  ht_home: number | null;
  ht_away: number | null;
  ft_home: number | null;
  ft_away: number | null;
};

export function betView(b: BetRow, legs: LegRow[]): SportBetView {
  return {
    id: Number(b.id),
    type: b.type,
    stake: satangToBaht(Number(b.stake)),
    odds: milliToOdds(Number(b.odds)),
    potential_payout: satangToBaht(Number(b.potential_payout)),
    status: b.status,
    result: b.result,
    payout: satangToBaht(Number(b.payout)),
    placed_at: b.placed_at.toISOString(),
    settled_at: b.settled_at ? b.settled_at.toISOString() : null,
    legs: legs.map((l) => ({
      leg: l.leg,
      fixture_id: Number(l.fixture_id),
      league: l.league,
      home: l.home,
      away: l.away,
      kickoff_at: l.kickoff_at.toISOString(),
      period: l.period,
      kind: l.kind,
      line: qToLine(l.line_q),
      selection: l.selection,
      odds: milliToOdds(l.odds),
      outcome: l.outcome,
      ht: score(l.ht_home, l.ht_away),
      ft: score(l.ft_home, l.ft_away),
    })),
  };
}

const BET_COLUMNS = ['id', 'type', 'stake', 'odds', 'potential_payout', 'status', 'result', 'payout', 'placed_at', 'settled_at'] as const;

/** The legs of some bets with their fixtures' names (Thai) and scores, in bet and leg order. */
export async function legsOf(db: Db, betIds: number[]): Promise<Map<number, LegRow[]>> {
  const by = new Map<number, LegRow[]>();
  if (betIds.length === 0) return by;
  const rows = await db
    .selectFrom('sport_bet_leg as l')
    .innerJoin('sport_fixture as f', 'f.id', 'l.fixture_id')
    .innerJoin('sport_league as lg', 'lg.id', 'f.league_id')
    .select([
      'l.bet_id',
      'l.leg',
      'l.fixture_id',
      'lg.name_th as league',
      'f.home_th as home',
      'f.away_th as away',
      'f.kickoff_at',
      'l.period',
      'l.kind',
      'l.line_q',
      'l.selection',
      'l.odds',
      'l.outcome',
      'f.ht_home',
      'f.ht_away',
      'f.ft_home',
      'f.ft_away',
    ])
    .where('l.bet_id', 'in', betIds)
    .orderBy('l.bet_id')
    .orderBy('l.leg')
    .execute();
  for (const r of rows) {
    const id = Number(r.bet_id);
    const list = by.get(id) ?? [];
    list.push(r);
    by.set(id, list);
  }
  return by;
}

/** GET /api/sport/bet/:id: the member's own bet; anyone else's (or none) is SPORT_BET_NOT_FOUND. */
export async function memberBet(db: Db, memberId: number, betId: number): Promise<SportBetView> {
  const bet = await db
    .selectFrom('sport_bet')
    .select(BET_COLUMNS)
    .where('id', '=', betId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!bet) fail(Errors.SPORT_BET_NOT_FOUND);
  const legs = await legsOf(db, [betId]);
  return betView(bet, legs.get(betId) ?? []);
}

/** GET /api/sport/bets: the member's open or settled bets, newest first, keyset on id. */
export async function memberBets(
  db: Db,
  memberId: number,
  q: { status: 'open' | 'settled'; before?: number; limit: number },
): Promise<SportBetsData> {
  let query = db
    .selectFrom('sport_bet')
    .select(BET_COLUMNS)
    .where('member_id', '=', memberId)
    .where('status', '=', q.status)
    .orderBy('id', 'desc')
    .limit(q.limit + 1);
  if (q.before !== undefined) query = query.where('id', '<', q.before);
  const rows = await query.execute();
  const page = rows.slice(0, q.limit);
  const legs = await legsOf(
    db,
    page.map((b) => Number(b.id)),
  );
  return {
    bets: page.map((b) => betView(b, legs.get(Number(b.id)) ?? [])),
    next_before: rows.length > q.limit ? Number(page[page.length - 1].id) : null,
  };
}

/**
 * One member's bets for the back office's member detail (its "บิลกีฬา" tab): open or settled or both,
 * placed within [from, until), sorted and offset-paged with a total, each with its legs.
 */
export async function memberBetsPage(
  db: Db,
  memberId: number,
  q: {
    status?: 'open' | 'settled';
    from?: Date;
    until?: Date;
    sort: 'placed_at' | 'stake' | 'payout';
    dir: 'asc' | 'desc';
    page: number;
    page_size: number;
  },
): Promise<{ items: SportBetView[]; total: number }> {
  let base = db.selectFrom('sport_bet').where('member_id', '=', memberId);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.from) base = base.where('placed_at', '>=', q.from);
  if (q.until) base = base.where('placed_at', '<', q.until);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(BET_COLUMNS)
      .orderBy(q.sort, q.dir)
      .orderBy('id', q.dir)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  const legs = await legsOf(
    db,
    rows.map((b) => Number(b.id)),
  );
  return { total: Number(count.n), items: rows.map((b) => betView(b, legs.get(Number(b.id)) ?? [])) };
}
