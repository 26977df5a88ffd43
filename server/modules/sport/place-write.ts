import { randomInt } from 'node:crypto';
import type { MarketKind, Period } from '@contract/sport';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { NoAnswer, rowsByRequest, StatementBatcher } from '../../lib/statement-batcher';
import { pairedSteps, turnoverSumsStep } from '../ledger/steps';
import { sportHouseRows } from './house';
import './tables';
import './exposure-table';

/** One bet ready to be written (its slip checked against the read): what the statement re-checks and stores. */
export type BetWrite = {
  betId: number;
  memberId: number;
  wallet: number;
  requestKey: string;
  type: string;
  stake: number;
  odds: number;
  potential: number;
  openCap: number;
  fixtureCap: number;
  reference: string;
  now: Date;
  /** The Bangkok day of `now` (the turnover's day: one per statement). */
  day: string;
  legs: {
    n: number;
    marketId: number;
    fixtureId: number;
    period: Period;
    kind: MarketKind;
    lineQ: number;
    selection: string;
    column: number;
    odds: number;
  }[];
};

/**
 * placed: the stake moved and the bet is stored (available: the wallet after). stale: a leg's market
 * or fixture changed since the read (nothing happened: read again). taken: the request key has a bet
 * already (nothing happened: answer that bet). short: the wallet cannot pay (nothing happened).
 */
export type BetWritten = { status: 'placed'; available: number } | { status: 'stale' } | { status: 'taken' } | { status: 'short' };

type Row = { i: number; fresh: boolean; legs_ok: boolean; funded: boolean; placed: boolean; available: number | string | null };

const paired = pairedSteps('THB', { stake: 'sport_bet', payout: 'sport_win' });

/**
 * Bets of different members in ONE statement outside any transaction (docs/sport.md "How a placement
 * runs"), each stake into the statement's house row `house`. For each bet, each step only if the one
 * before happened: its request key still unused; every leg's market and fixture re-read in the
 * statement's snapshot (open, scheduled, not started, same odds and line); the accounts locked in id
 * order and the stake affordable; the stake moved (`sport:bet:<id>`); the day's turnover; the member's
 * limit counters (each row only while within its limit on its latest committed value); the bet and
 * its legs. A bet refused by a step leaves no trace and does not hold back the others. A counter not
 * taken stores its bet with stake 0, which the bet's CHECK refuses, failing the whole statement (as
 * does a request key a twin statement used meanwhile): the batcher then writes each bet alone.
 */
export async function writeBets(db: Db, reqs: BetWrite[], house: number): Promise<Array<BetWritten | NoAnswer>> {
  const members = new Set<number>();
  for (const r of reqs) {
    if (!Number.isSafeInteger(r.stake) || r.stake <= 0) throw new RangeError(`stake must be a positive integer, got ${r.stake}`);
    // One bet a member per statement: affordability and the limits are checked bet by bet.
    if (members.has(r.memberId)) throw new RangeError(`member ${r.memberId} has two bets in one statement`);
    if (r.day !== reqs[0].day) throw new RangeError('bets of two days in one statement');
    members.add(r.memberId);
  }
  const bets = reqs.map((r, i) => ({
    i,
    member_id: r.memberId,
    wallet: r.wallet,
    bet_id: r.betId,
    request_key: r.requestKey,
    type: r.type,
    stake: r.stake,
    odds: r.odds,
    potential: r.potential,
    open_cap: r.openCap,
    fixture_cap: r.fixtureCap,
    n: r.legs.length,
    at: r.now.toISOString(),
    reference: r.reference,
    meta: { bet_id: r.betId, type: r.type, legs: r.legs.length },
  }));
  const legs = reqs.flatMap((r, i) =>
    r.legs.map((l) => ({
      i,
      n: l.n,
      market_id: l.marketId,
      fixture_id: l.fixtureId,
      period: l.period,
      kind: l.kind,
      line_q: l.lineQ,
      selection: l.selection,
      col: l.column,
      odds: l.odds,
    })),
  );
  const snap = (col: string) => sql`(select s.${sql.raw(col)} from sb_snap s where s.member_id = e.member_id)`;
  const res = await sql<Row>`/* prepared:sport_bets_place */
    with
    sb_in as (
      select * from jsonb_to_recordset(${JSON.stringify(bets)}::jsonb) as r(
        i int, member_id bigint, wallet bigint, bet_id bigint, request_key text, type text, stake bigint, odds bigint,
        potential bigint, open_cap bigint, fixture_cap bigint, n int, at timestamptz, reference text, meta jsonb)),
    sb_legs as (
      select * from jsonb_to_recordset(${JSON.stringify(legs)}::jsonb) as l(
        i int, n int, market_id bigint, fixture_id bigint, period text, kind text, line_q int, selection text, col int, odds int)),
    -- Lookups row by row (LATERAL ... LIMIT 1 and per-bet subqueries), by index whatever the
    -- statistics said when the plan was cached.
    sb_check as (
      select r.i, u.hit is null as fresh,
             (select count(*) from sb_legs l
                join lateral (select * from sport_market mk where mk.id = l.market_id limit 1) mk on true
                join lateral (select * from sport_fixture f where f.id = mk.fixture_id limit 1) f on true
               where l.i = r.i and mk.fixture_id = l.fixture_id and mk.status = 'open' and mk.line_q = l.line_q
                 and (case l.col when 1 then mk.odds_1 when 2 then mk.odds_2 else mk.odds_3 end) = l.odds
                 and f.status = 'scheduled' and not f.suspended and not f.voided and f.kickoff_at > r.at) = r.n as legs_ok
        from sb_in r
        left join lateral (select 1 as hit from sport_bet b where b.member_id = r.member_id and b.request_key = r.request_key limit 1) u on true),
    sb_ok as (select r.* from sb_in r join sb_check c on c.i = r.i where c.fresh and c.legs_ok),
    ${paired.prepare(sql`(
      select r.i, r.wallet as payer, ${house}::bigint as house, r.stake, 0::bigint as payout, 'sport:bet:' || r.bet_id as stake_key,
             null::text as payout_key, r.reference, r.meta as stake_meta, null::jsonb as payout_meta
        from sb_ok r)`)},
    sb_go as (select f.i from ${paired.funded} f),
    ${paired.move(sql`sb_go`)},
    sb_moved as (select r.*, a.available from sb_ok r join sb_go g on g.i = r.i join ${paired.after} a on a.id = r.wallet),
    ${turnoverSumsStep(sql`(select member_id, 'sport'::text as product, stake, 0::bigint as payout from sb_moved)`, sql`${reqs[0].day}::date`)},
    -- The member's stakes altogether (row 0 of the counters) and on open bets, as the snapshot saw them.
    sb_snap as (
      select r.member_id, r.stake, r.open_cap, r.fixture_cap,
             coalesce((select e.staked from sport_member_exposure e where e.member_id = r.member_id and e.fixture_id = 0), 0) as total,
             coalesce((select sum(b.stake) from sport_bet b where b.member_id = r.member_id and b.status = 'open'), 0) as open
        from sb_moved r),
    -- Row 0: stakes altogether; open = that less the settled, so the latest total less the snapshot's
    -- is what was placed since, counted as still open.
    sb_exposure as (
      insert into sport_member_exposure as e (member_id, fixture_id, staked)
      select s.member_id, x.fixture_id, s.stake
        from sb_moved r
        join sb_snap s on s.member_id = r.member_id
        cross join lateral (select 0::bigint as fixture_id union all select l.fixture_id from sb_legs l where l.i = r.i) x
       where case when x.fixture_id = 0 then s.stake + s.open <= s.open_cap else s.stake <= s.fixture_cap end
       order by s.member_id, x.fixture_id
      on conflict (member_id, fixture_id) do update set staked = e.staked + excluded.staked
       where case when e.fixture_id = 0 then e.staked + excluded.staked - ${snap('total')} + ${snap('open')} <= ${snap('open_cap')}
                  else e.staked + excluded.staked <= ${snap('fixture_cap')} end
      returning e.member_id),
    -- A counter not taken stores the bet with stake 0, which its CHECK refuses: nothing is kept.
    sb_bet as (
      insert into sport_bet (id, member_id, request_key, type, stake, odds, potential_payout, placed_at)
      select r.bet_id, r.member_id, r.request_key, r.type,
             case when (select count(*) from sb_exposure x where x.member_id = r.member_id) = r.n + 1 then r.stake else 0 end,
             r.odds, r.potential, r.at
        from sb_moved r
       order by r.bet_id
      returning id),
    sb_leg as (
      insert into sport_bet_leg (bet_id, leg, fixture_id, market_id, period, kind, line_q, selection, odds)
      select r.bet_id, l.n, l.fixture_id, l.market_id, l.period, l.kind, l.line_q, l.selection, l.odds
        from sb_moved r join sb_bet b on b.id = r.bet_id join sb_legs l on l.i = r.i
       order by r.bet_id, l.n
      returning bet_id)
    select r.i, c.fresh, c.legs_ok, r.i in (select i from sb_go) as funded,
           r.bet_id in (select bet_id from sb_leg) as placed, m.available
      from sb_in r
      join sb_check c on c.i = r.i
      left join sb_moved m on m.i = r.i
     order by r.i`.execute(db);
  // Each row by its bet's i: a bet the statement returned no row for is unanswered, tried again alone.
  return rowsByRequest(reqs.length, res.rows).map((row, i): BetWritten | NoAnswer => {
    if (row instanceof NoAnswer) return row;
    if (row.placed) return { status: 'placed', available: Number(row.available ?? 0) };
    if (!row.fresh) return { status: 'taken' };
    if (!row.legs_ok) return { status: 'stale' };
    if (!row.funded) return { status: 'short' };
    throw new Error(`sport bet ${reqs[i].betId} was funded but not placed`);
  });
}

/** Bets in one statement. */
const MAX_BETS = 32;

/**
 * The placement batchers' settings: statements of each kind (reads, writes) a process runs at once,
 * each write on its own house row (config.sport.betStatements, SPORT_BET_STATEMENTS), and the
 * requests each lets wait (config.batch.queueMax, BATCH_QUEUE_MAX).
 */
export type PlaceBatching = { statements: number; queueMax: number };

const batchers = new WeakMap<Db, StatementBatcher<BetWrite, BetWritten>>();

/**
 * Writes a bet, with the others arriving at the same moment on this handle (one bet a member and one
 * Bangkok day a statement), each statement's stakes into its own house row (`house:sport:<n>`), so
 * statements running at once never wait for each other's locks. The handle's batcher is made on its
 * first bet, with the settings given then (config, the same for every call).
 */
export function placeWrite(db: Db, req: BetWrite, batching: PlaceBatching): Promise<BetWritten> {
  let b = batchers.get(db);
  if (!b) {
    b = new StatementBatcher<BetWrite, BetWritten>({
      inFlight: batching.statements,
      max: MAX_BETS,
      maxQueue: batching.queueMax,
      // A member's bets one after another (their limits and balance counted exactly), one Bangkok day a statement.
      ownerOf: (bet) => bet.memberId,
      fits: (taken, next) => next.day === taken[0].day,
      firstSlot: randomInt(1024),
      run: async (reqs, slot) => {
        const rows = await sportHouseRows(db);
        return writeBets(db, reqs, rows[slot % rows.length]);
      },
    });
    batchers.set(db, b);
  }
  return b.submit(req);
}
