import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { bahtText, bahtToSatang, satangToBaht } from '@contract/money';
import {
  BET_TYPE_NAMES,
  type FixtureStatus,
  isSelectionOf,
  type MarketKind,
  type MarketStatus,
  milliToOdds,
  oddsToMilli,
  type Period,
  qToLine,
  SELECTIONS,
  type SportBetBody,
  type SportBetData,
  type SportOddsChangedData,
  type SportSettings,
} from '@contract/sport';
import { betOdds, betPayout } from '@contract/sport-rules';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { NoAnswer, StatementBatcher } from '../../lib/statement-batcher';
import { mainWallet } from '../ledger';
import { mainWalletIdOf } from '../ledger/steps';
import { assertNotExcluded } from '../limits';
import { type PlaceBatching, placeWrite } from './place-write';
import { sportSettings } from './settings';
import { betView, type LegRow, memberBet } from './views';
import './tables';
import './exposure-table';

type Body = z.output<typeof SportBetBody>;

/** One leg as the read found it (null market columns: no such market). */
type BeforeRow = {
  seen: number | string | null;
  excluded: boolean;
  wallet: number | string | null;
  bet_id: number | string;
  total_staked: number | string;
  open_staked: number | string;
  n: number | string | null;
  market_id: number | string | null;
  fixture_id: number | string | null;
  period: Period | null;
  kind: MarketKind | null;
  line_q: number | null;
  market_status: MarketStatus | null;
  odds_1: number | null;
  odds_2: number | null;
  odds_3: number | null;
  fixture_status: FixtureStatus | null;
  suspended: boolean | null;
  voided: boolean | null;
  kickoff_at: Date | null;
  home: string | null;
  away: string | null;
  league: string | null;
  fixture_staked: number | string | null;
};

type ReadReq = { memberId: number; key: string; marketIds: number[]; now: Date };

/**
 * The placement's one read (no lock), for every bet arriving at the same moment in one statement: a
 * bet already placed on the request key, whether the member has excluded themselves, the member's
 * main wallet, a new bet id (so the ledger key `sport:bet:<id>` is new), the member's stakes
 * altogether and on open bets, and each leg's market with its fixture, league and the member's stake
 * on it. Answers each bet's rows by its i (a bet has one at least: NoAnswer without, tried again alone).
 */
async function readsBefore(db: Db, reqs: ReadReq[]): Promise<Array<BeforeRow[] | NoAnswer>> {
  const bets = reqs.map((r, i) => ({ i, member_id: r.memberId, key: r.key, at: r.now.toISOString() }));
  const legs = reqs.flatMap((r, i) => r.marketIds.map((market_id, k) => ({ i, n: k + 1, market_id })));
  const r = await sql<BeforeRow & { i: number }>`/* prepared:sport_bets_before */
    with
    rq as materialized (
      select q.*, nextval('sport_bet_id_seq') as bet_id
        from jsonb_to_recordset(${JSON.stringify(bets)}::jsonb) as q(i int, member_id bigint, key text, at timestamptz)),
    rq_legs as (select * from jsonb_to_recordset(${JSON.stringify(legs)}::jsonb) as l(i int, n int, market_id bigint))
    select q.i, q.bet_id,
           (select b.id from sport_bet b where b.member_id = q.member_id and b.request_key = q.key) as seen,
           exists (select 1 from self_exclusion x where x.member_id = q.member_id and x.until > q.at) as excluded,
           ${mainWalletIdOf(sql`q.member_id`)} as wallet,
           coalesce((select e.staked from sport_member_exposure e where e.member_id = q.member_id and e.fixture_id = 0), 0) as total_staked,
           coalesce((select sum(b.stake) from sport_bet b where b.member_id = q.member_id and b.status = 'open'), 0) as open_staked,
           x.*
      from rq q
      left join lateral (
        select l.n, mk.id as market_id, mk.fixture_id, mk.period, mk.kind, mk.line_q, mk.status as market_status,
               mk.odds_1, mk.odds_2, mk.odds_3, f.status as fixture_status, f.suspended, f.voided, f.kickoff_at,
               f.home_th as home, f.away_th as away, lg.name_th as league, coalesce(e.staked, 0) as fixture_staked
          from rq_legs l
          join lateral (select * from sport_market mk where mk.id = l.market_id limit 1) mk on true
          join lateral (select * from sport_fixture f where f.id = mk.fixture_id limit 1) f on true
          join sport_league lg on lg.id = f.league_id
          left join sport_member_exposure e on e.member_id = q.member_id and e.fixture_id = f.id
         where l.i = q.i) x on true
     order by q.i, x.n`.execute(db);
  const out: BeforeRow[][] = reqs.map(() => []);
  for (const row of r.rows) out[Number(row.i)]?.push(row);
  return out.map((rows) => (rows.length > 0 ? rows : new NoAnswer()));
}

const readers = new WeakMap<Db, StatementBatcher<ReadReq, BeforeRow[]>>();

/** The read, with the others arriving at the same moment on this handle (its batcher made on the first read, with the settings given then). */
function readBefore(db: Db, req: ReadReq, batching: PlaceBatching): Promise<BeforeRow[]> {
  let b = readers.get(db);
  if (!b) {
    b = new StatementBatcher<ReadReq, BeforeRow[]>({
      inFlight: batching.statements,
      max: 32,
      maxQueue: batching.queueMax,
      run: (reqs) => readsBefore(db, reqs),
    });
    readers.set(db, b);
  }
  return b.submit(req);
}

/** A leg ready to be written: its market as read and the odds it is placed at (thousandths). */
type Leg = {
  n: number;
  marketId: number;
  fixtureId: number;
  period: Period;
  kind: MarketKind;
  lineQ: number;
  selection: string;
  /** 1-based column of the selection's odds (odds_1..odds_3). */
  column: number;
  odds: number;
  home: string;
  away: string;
  league: string;
  kickoffAt: Date;
  fixtureStaked: number;
};

/** "no limit" for a setting of 0 (satang, still a safe bigint). */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;
const limitOf = (baht: number) => (baht > 0 ? bahtToSatang(baht) : NO_LIMIT);

const thb = (satang: number) => `${bahtText(satang)} บาท`;

/**
 * Every refusal the read allows, in the order the slip meets them (docs/sport.md "Bets and limits"):
 * markets, selections, one leg per fixture, started and suspended fixtures, stake, odds moved,
 * payout, then the member's limits. Answers the legs at the odds they will be placed at.
 */
function checkSlip(body: Body, rows: BeforeRow[], s: SportSettings, stake: number, now: Date) {
  const byN = new Map<number, BeforeRow>();
  for (const r of rows) if (r.n !== null) byN.set(Number(r.n), r);
  const legs: Leg[] = [];
  for (const [i, input] of body.legs.entries()) {
    const r = byN.get(i + 1);
    if (!r?.kind || r.period === null || r.line_q === null || r.fixture_id === null || r.kickoff_at === null)
      fail(Errors.SPORT_MARKET_NOT_FOUND);
    if (!isSelectionOf(r.kind, input.selection))
      fail(Errors.SPORT_MARKET_NOT_FOUND, undefined, 'ตัวเลือกนี้ไม่มีในราคาที่เลือก กรุณาเลือกใหม่จากตารางบอล');
    const column = (SELECTIONS[r.kind] as readonly string[]).indexOf(input.selection) + 1;
    const odds = column === 1 ? r.odds_1 : column === 2 ? r.odds_2 : r.odds_3;
    if (!odds) fail(Errors.SPORT_MARKET_NOT_FOUND);
    legs.push({
      n: i + 1,
      marketId: Number(r.market_id),
      fixtureId: Number(r.fixture_id),
      period: r.period,
      kind: r.kind,
      lineQ: r.line_q,
      selection: input.selection,
      column,
      odds,
      home: r.home ?? '',
      away: r.away ?? '',
      league: r.league ?? '',
      kickoffAt: r.kickoff_at,
      fixtureStaked: Number(r.fixture_staked ?? 0),
    });
  }
  if (new Set(legs.map((l) => l.fixtureId)).size !== legs.length) fail(Errors.SPORT_PARLAY_SAME_FIXTURE);
  for (const l of legs) {
    const r = byN.get(l.n) as BeforeRow;
    if (r.fixture_status === 'live' || r.fixture_status === 'finished' || l.kickoffAt.getTime() <= now.getTime())
      fail(Errors.SPORT_FIXTURE_STARTED, undefined, `${l.home} - ${l.away}: ${Errors.SPORT_FIXTURE_STARTED.message}`);
    if (r.market_status !== 'open' || r.fixture_status !== 'scheduled' || r.suspended || r.voided)
      fail(Errors.SPORT_MARKET_SUSPENDED, undefined, `${l.home} - ${l.away}: ${Errors.SPORT_MARKET_SUSPENDED.message}`);
  }
  if (stake < bahtToSatang(s.min_stake))
    fail(Errors.SPORT_STAKE_MIN, undefined, `${Errors.SPORT_STAKE_MIN.message} (ขั้นต่ำ ${thb(bahtToSatang(s.min_stake))})`);
  if (stake > limitOf(s.max_stake))
    fail(Errors.SPORT_STAKE_MAX, undefined, `${Errors.SPORT_STAKE_MAX.message} (สูงสุด ${thb(bahtToSatang(s.max_stake))})`);

  // Odds moved: worse always asks; better is taken when the slip says so, else asks too.
  let worse = false;
  let better = false;
  for (const [i, l] of legs.entries()) {
    const shown = oddsToMilli(body.legs[i].odds);
    if (l.odds < shown) worse = true;
    else if (l.odds > shown) better = true;
  }
  if (worse || (better && !body.accept_better)) {
    const data: SportOddsChangedData = {
      legs: legs.map((l) => ({ market_id: l.marketId, selection: l.selection, odds: milliToOdds(l.odds), line: qToLine(l.lineQ) })),
    };
    fail(Errors.SPORT_ODDS_CHANGED, data);
  }

  const odds = betOdds(legs.map((l) => l.odds));
  // What it pays if every leg wins (uncapped: the cap refuses it below).
  const potential = betPayout(
    stake,
    legs.map((l) => ({ odds: l.odds, outcome: 'won' as const })),
  );
  const maxPayout = body.type === 'parlay' ? s.max_parlay_payout : s.max_single_payout;
  if (potential > limitOf(maxPayout))
    fail(Errors.SPORT_PAYOUT_MAX, undefined, `${Errors.SPORT_PAYOUT_MAX.message} (สูงสุด ${thb(bahtToSatang(maxPayout))})`);

  const fixtureCap = limitOf(s.max_fixture_stake);
  for (const l of legs) {
    if (l.fixtureStaked + stake > fixtureCap)
      fail(
        Errors.SPORT_FIXTURE_LIMIT,
        undefined,
        `${l.home} - ${l.away}: ${Errors.SPORT_FIXTURE_LIMIT.message} (แทงเพิ่มได้อีก ${thb(Math.max(0, fixtureCap - l.fixtureStaked))})`,
      );
  }
  const openCap = limitOf(s.max_open_stake);
  const open = Number(rows[0].open_staked);
  if (open + stake > openCap)
    fail(Errors.SPORT_MEMBER_LIMIT, undefined, `${Errors.SPORT_MEMBER_LIMIT.message} (แทงเพิ่มได้อีก ${thb(Math.max(0, openCap - open))})`);
  return { legs, odds, potential, fixtureCap, openCap };
}

function constraintOf(e: unknown): { code: string; constraint: string } | null {
  const err = e as { code?: string; constraint?: string };
  return typeof err?.code === 'string' && typeof err.constraint === 'string' ? { code: err.code, constraint: err.constraint } : null;
}

/** The bet already placed on the key: answered as it is when the slip is the same one, else SPORT_REQUEST_CONFLICT. */
async function replay(db: Db, memberId: number, body: Body, betId: number): Promise<SportBetData> {
  const [bet, legs] = await Promise.all([
    memberBet(db, memberId, betId),
    db.selectFrom('sport_bet_leg').select(['market_id', 'selection']).where('bet_id', '=', betId).orderBy('leg').execute(),
  ]);
  const same =
    bet.type === body.type &&
    bahtToSatang(bet.stake) === bahtToSatang(body.stake) &&
    legs.length === body.legs.length &&
    legs.every((l, i) => Number(l.market_id) === body.legs[i].market_id && l.selection === body.legs[i].selection);
  if (!same) fail(Errors.SPORT_REQUEST_CONFLICT);
  return { bet, replayed: true, balance: satangToBaht((await mainWallet(db, memberId))?.available ?? 0) };
}

/**
 * POST /api/sport/bet (docs/sport.md "Bets and limits"): a single or a step parlay, exactly once per
 * member and request key, in two statements and no transaction (as a wheel spin is):
 *  1. `readBefore` (no lock): the key seen before (answered as it was placed), self-exclusion, the
 *     markets, the member's counters and wallet, a new bet id; then every refusal in Thai (`checkSlip`);
 *  2. the write (`placeWrite`), shared with the other bets arriving at the same moment: the legs
 *     re-checked, the stake moved, the turnover, the limit counters, the bet and its legs
 *     (place-write.ts). A leg changed meanwhile, or a limit counter another bet of the member's took
 *     first, writes nothing and the bet reads again (then is refused with the error the read finds).
 * The same key twice: the second finds the first bet (in the read, in the write, or by the bet's
 * unique (member, request key) when both were written at once) and answers it (replayed), or
 * SPORT_REQUEST_CONFLICT when the slip differs (type, stake, markets or selections). `batching`: the
 * read's and the write's batchers (SERVER_BUSY when too many bets wait).
 */
export async function placeBet(
  db: Db,
  memberId: number,
  body: Body,
  batching: PlaceBatching,
  now: Date = new Date(),
): Promise<SportBetData> {
  const settings = await sportSettings(db);
  if (!settings.enabled) fail(Errors.SPORT_OFF);
  const stake = bahtToSatang(body.stake);
  const marketIds = body.legs.map((l) => l.market_id);
  const firstBet = async () => {
    const first = await db
      .selectFrom('sport_bet')
      .select('id')
      .where('member_id', '=', memberId)
      .where('request_key', '=', body.request_key)
      .executeTakeFirst();
    return first ? replay(db, memberId, body, Number(first.id)) : null;
  };
  for (let attempt = 0; attempt < 10; attempt++) {
    const rows = await readBefore(db, { memberId, key: body.request_key, marketIds, now }, batching);
    const head = rows[0];
    if (head.seen !== null) return replay(db, memberId, body, Number(head.seen));
    if (head.excluded) await assertNotExcluded(db, memberId, now);
    if (head.wallet === null) throw new Error(`member ${memberId} has no main wallet`);
    const slip = checkSlip(body, rows, settings, stake, now);
    const { legs } = slip;
    const betId = Number(head.bet_id);
    let made: Awaited<ReturnType<typeof placeWrite>>;
    try {
      made = await placeWrite(
        db,
        {
          betId,
          memberId,
          wallet: Number(head.wallet),
          requestKey: body.request_key,
          type: body.type,
          stake,
          odds: slip.odds,
          potential: slip.potential,
          openCap: slip.openCap,
          fixtureCap: slip.fixtureCap,
          reference: `${BET_TYPE_NAMES[body.type]} #${betId}`,
          now,
          day: bangkokToday(now),
          legs: legs.map((l) => ({
            n: l.n,
            marketId: l.marketId,
            fixtureId: l.fixtureId,
            period: l.period,
            kind: l.kind,
            lineQ: l.lineQ,
            selection: l.selection,
            column: l.column,
            odds: l.odds,
          })),
        },
        batching,
      );
    } catch (e) {
      const c = constraintOf(e);
      if (c?.code === '23505' && c.constraint.includes('request_key')) {
        const first = await firstBet();
        if (first) return first;
      }
      // A limit counter taken meanwhile: read again (and be refused with the limit's own error).
      if (c?.code === '23514' && c.constraint === 'sport_bet_stake_check') continue;
      throw e;
    }
    if (made.status === 'short') fail(Errors.INSUFFICIENT_FUNDS);
    if (made.status === 'taken') {
      const first = await firstBet();
      if (first) return first;
      continue;
    }
    // A market or fixture changed meanwhile: read again.
    if (made.status === 'stale') continue;
    const legRows: LegRow[] = legs.map((l) => ({
      bet_id: betId,
      leg: l.n,
      fixture_id: l.fixtureId,
      league: l.league,
      home: l.home,
      away: l.away,
      kickoff_at: l.kickoffAt,
      period: l.period,
      kind: l.kind,
      line_q: l.lineQ,
      selection: l.selection,
      odds: l.odds,
      outcome: null,
      ht_home: null,
      ht_away: null,
      ft_home: null,
      ft_away: null,
    }));
    const bet = betView(
      {
        id: betId,
        type: body.type,
        stake,
        odds: slip.odds,
        potential_payout: slip.potential,
        status: 'open',
        result: null,
        payout: 0,
        placed_at: now,
        settled_at: null,
      },
      legRows,
    );
    return { bet, replayed: false, balance: satangToBaht(made.available) };
  }
  throw new Error(`sport bet of member ${memberId}: the markets kept moving`);
}
