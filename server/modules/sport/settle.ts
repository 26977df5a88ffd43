import { Errors } from '@contract/errors';
import { BET_TYPE_NAMES, type BetType, FIXTURE_STATUS_NAMES, type FixtureStatus, OUTCOME_NAMES, type Outcome } from '@contract/sport';
import { betPayout, betResult, type Score, settleLeg, voidReason } from '@contract/sport-rules';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { AppError, fail } from '../../lib/reply';
import { reclaim } from '../debts';
import { type HouseTransfer, postHouseTransfers, postTransfers, recordTurnovers, type TurnoverRow } from '../ledger';
import { mainWalletIdOf } from '../ledger/steps';
import { sportHouseRows } from './house';
import './tables';

/**
 * Settlement of the sportsbook (docs/sport.md "Settlement job and corrections"). A fixture is due when
 * its result_version is past its settled_version. Each leg on it gets the outcome its fixture's state
 * gives (the target: void for a void fixture, the rules' outcome on the period's score for a finished
 * one, none otherwise); a bet whose legs all have one is settled, a bet already settled whose outcome
 * changed is settled again (the earlier payout taken back, the new one paid), a settled bet that lost
 * an outcome goes back to open (its payout taken back).
 *
 * Exactly once: a batch is one transaction that takes its bets `for update skip locked` and updates
 * only the legs whose outcome differs from the target; the bets' money and rows move in the same
 * transaction. A second run (or a second node) finds those legs already at their target, and every
 * movement's key is unique (`sport:bet:<id>:pay:<seq>`, `sport:bet:<id>:reverse:<seq>`), so nothing is
 * paid twice. The fixture row is held `for share` by each batch and must still be at the version the
 * targets were computed from: a corrected result (which takes it `for update`) waits for the batch and
 * the batch never judges with a stale result.
 */

/** Bets per transaction: set-based, yet short enough to hold the house rows only briefly. */
const BETS_PER_BATCH = 2_000;
/**
 * Batches of one fixture running at once, each on its own range of bet ids: a batch holds the house
 * rows only for its money and turnover (its last statements), so one batch's claim, read and writes
 * run while another pays.
 */
const WORKERS = 2;

export const betKey = (betId: number) => `sport:bet:${betId}`;
export const payKey = (betId: number, seq: number) => `sport:bet:${betId}:pay:${seq}`;
export const reverseKey = (betId: number, seq: number) => `sport:bet:${betId}:reverse:${seq}`;
/** The statement's reference of a bet. */
export const betReference = (betId: number) => `SB${String(betId).padStart(6, '0')}`;

export type SettleSummary = {
  /** Bets settled for the first time. */
  settled: number;
  /** Bets settled again on a corrected result. */
  resettled: number;
  /** Settled bets that went back to open (their fixture is no longer resulted). */
  reopened: number;
  /** Satang paid (sport_win). */
  paid: number;
  /** Satang taken back from wallets (sport_correction). */
  reversed: number;
  /** Satang a wallet could not give back, recorded as debts. */
  owed: number;
};
const emptySummary = (): SettleSummary => ({ settled: 0, resettled: 0, reopened: 0, paid: 0, reversed: 0, owed: 0 });
function addSummary(into: SettleSummary, s: SettleSummary) {
  for (const k of Object.keys(s) as (keyof SettleSummary)[]) into[k] += s[k];
}

type FixtureRow = {
  id: number;
  home_th: string;
  away_th: string;
  status: FixtureStatus;
  voided: boolean;
  void_reason: string | null;
  ht_home: number | null;
  ht_away: number | null;
  ft_home: number | null;
  ft_away: number | null;
  result_version: number;
  settled_version: number;
  postponed_at: Date | null;
};

type Target = { period: string; kind: string; line_q: number; selection: string; outcome: Outcome | null };

const scoreOf = (home: number | null, away: number | null): Score | null => (home === null || away === null ? null : { home, away });

/** The outcome a leg of the fixture has in the fixture's present state (null: not settled yet). */
function legTarget(f: FixtureRow, now: Date, t: Omit<Target, 'outcome'>): Outcome | null {
  if (voidReason(f, now) !== null) return 'void';
  if (f.status !== 'finished') return null;
  const score = t.period === '1h' ? scoreOf(f.ht_home, f.ht_away) : scoreOf(f.ft_home, f.ft_away);
  if (!score) return null;
  return settleLeg(t.kind as never, t.selection as never, t.line_q, score);
}

/** What the statement says about the fixture: 'แมนยู 2-1 ลิเวอร์พูล', or why it is void or open. */
function matchText(f: FixtureRow, now: Date): string {
  const reason = voidReason(f, now);
  if (reason !== null) return `${f.home_th} - ${f.away_th} (${f.void_reason ?? reason})`;
  if (f.status === 'finished' && f.ft_home !== null && f.ft_away !== null) return `${f.home_th} ${f.ft_home}-${f.ft_away} ${f.away_th}`;
  return `${f.home_th} - ${f.away_th} (${FIXTURE_STATUS_NAMES[f.status]})`;
}

const readFixture = (db: Db, fixtureId: number) =>
  db
    .selectFrom('sport_fixture')
    .select([
      'id',
      'home_th',
      'away_th',
      'status',
      'voided',
      'void_reason',
      'ht_home',
      'ht_away',
      'ft_home',
      'ft_away',
      'result_version',
      'settled_version',
      'postponed_at',
    ])
    .where('id', '=', fixtureId)
    .executeTakeFirst() as Promise<FixtureRow | undefined>;

/** The targets of every (period, kind, line, selection) bet on the fixture: a few dozen, judged here by the rules. */
async function legTargets(db: Db, f: FixtureRow, now: Date): Promise<Target[]> {
  const r = await sql<Omit<Target, 'outcome'>>`/* prepared:sport_settle_combos */
    select distinct period, kind, line_q, selection from sport_bet_leg where fixture_id = ${f.id}::bigint`.execute(db);
  return r.rows.map((t) => ({ ...t, outcome: legTarget(f, now, t) }));
}

const targetsRelation = (targets: string) =>
  sql`(select * from jsonb_to_recordset(${targets}::jsonb) as t(period text, kind text, line_q int, selection text, outcome text))`;
const legMatches = sql`t.period = l.period and t.kind = l.kind and t.line_q = l.line_q and t.selection = l.selection`;

type Ctx = { f: FixtureRow; targets: string; house: number[]; match: string; now: Date };

/**
 * Settles (or settles again) every bet with a leg on the fixture whose outcome is not the one the
 * fixture's present state gives, in batches; marks the fixture settled at its version when none is
 * left. Safe to run twice or on two processes at once. Answers what it did.
 */
export async function settleFixture(
  db: Db,
  fixtureId: number,
  now: Date,
  opts: { betsPerBatch?: number; workers?: number } = {},
): Promise<SettleSummary> {
  const summary = emptySummary();
  const f = await readFixture(db, fixtureId);
  if (!f || f.result_version <= f.settled_version) return summary;
  const targets = await legTargets(db, f, now);
  const ctx: Ctx = { f, targets: JSON.stringify(targets), house: await sportHouseRows(db), match: matchText(f, now), now };
  const size = opts.betsPerBatch ?? BETS_PER_BATCH;
  const span = await sql<{ lo: string | null; hi: string | null }>`/* prepared:sport_settle_span */
    select min(bet_id) as lo, max(bet_id) as hi from sport_bet_leg where fixture_id = ${f.id}::bigint`.execute(db);
  const lo = Number(span.rows[0].lo ?? 0) - 1;
  const hi = Number(span.rows[0].hi ?? 0);
  const workers = Math.max(1, Math.min(opts.workers ?? WORKERS, Math.ceil((hi - lo) / size)));
  const cut = (k: number) => (k === workers ? Number.MAX_SAFE_INTEGER : lo + Math.floor(((hi - lo) * k) / workers));
  // Each worker's range (cut(k), cut(k + 1)]: a pass pages through it once; another picks up what a
  // concurrent run held locked meanwhile.
  const work = async (from: number, upto: number) => {
    for (let progressed = true; progressed; ) {
      progressed = false;
      for (let after = from; ; ) {
        const batch = await runBatch(db, ctx, after, upto, size);
        if (!batch) break;
        if (batch.claimed > 0) progressed = true;
        addSummary(summary, batch.summary);
        after = batch.last;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, k) => work(k === 0 ? 0 : cut(k), cut(k + 1))));
  await sql`/* prepared:sport_settle_mark */
    update sport_fixture f set settled_version = ${f.result_version}::int
     where f.id = ${f.id}::bigint and f.result_version = ${f.result_version}::int and f.settled_version < ${f.result_version}::int
       and not exists (select 1 from sport_bet_leg l join ${targetsRelation(ctx.targets)} t on ${legMatches}
                        where l.fixture_id = ${f.id}::bigint and l.outcome is distinct from t.outcome)`.execute(db);
  return summary;
}

const isFundsShort = (e: unknown) => e instanceof AppError && e.def.code === Errors.INSUFFICIENT_FUNDS.code;
/** Two workers' corrections (one reclaim a bet) may meet each other's locks in a circle: PostgreSQL ends one, which runs again. */
const isDeadlock = (e: unknown) => (e as { code?: string })?.code === '40P01';

/**
 * A batch of the bets in (after, upto], taking earlier payouts back in one statement; if a wallet is
 * short, the batch again with one reclaim a bet.
 */
async function runBatch(db: Db, ctx: Ctx, after: number, upto: number, size: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      try {
        return await db.transaction().execute((trx) => settleBatch(trx, ctx, after, upto, size, false));
      } catch (e) {
        if (!isFundsShort(e)) throw e;
        return await db.transaction().execute((trx) => settleBatch(trx, ctx, after, upto, size, true));
      }
    } catch (e) {
      if (!isDeadlock(e) || attempt >= 3) throw e;
    }
  }
}

type BetRow = {
  id: number;
  member_id: number;
  type: BetType;
  stake: number;
  potential_payout: number;
  status: 'open' | 'settled';
  result: Outcome | null;
  payout: number;
  settlements: number;
  wallet: number | null;
  legs: { odds: number; outcome: Outcome | null }[];
};

type BetUpdate = { id: number; status: 'open' | 'settled'; result: Outcome | null; payout: number; settlements: number };
type SettlementRow = { bet_id: number; seq: number; result: Outcome; payout: number; reversed: number; reason: string };
/** A movement and whose it is (for turnover and reclaims). */
type Move = HouseTransfer & { memberId: number };

async function settleBatch(
  trx: Db,
  ctx: Ctx,
  after: number,
  upto: number,
  size: number,
  careful: boolean,
): Promise<{ claimed: number; last: number; summary: SettleSummary } | null> {
  const { f, now } = ctx;
  // Claim: the bets (skipping those another run holds) and their legs on this fixture that are not at
  // their target yet, only while the fixture is still at the version the targets came from.
  const claim = await sql<{ last: number | null; bets: number[] | null }>`/* prepared:sport_settle_claim */
    with t as ${targetsRelation(ctx.targets)},
    fx as (select id from sport_fixture where id = ${f.id}::bigint and result_version = ${f.result_version}::int for share),
    cand as (
      select l.bet_id from sport_bet_leg l join t on ${legMatches}
       where l.fixture_id = ${f.id}::bigint and l.bet_id > ${after}::bigint and l.bet_id <= ${upto}::bigint
         and l.outcome is distinct from t.outcome
         and exists (select 1 from fx)
       order by l.bet_id limit ${size}::int),
    b as (select id from sport_bet where id in (select bet_id from cand) order by id for update skip locked),
    u as (
      update sport_bet_leg l set outcome = t.outcome from t
       where l.bet_id in (select id from b) and l.fixture_id = ${f.id}::bigint and ${legMatches}
         and l.outcome is distinct from t.outcome
      returning l.bet_id)
    select (select max(bet_id) from cand) as last, (select json_agg(distinct bet_id) from u) as bets`.execute(trx);
  const last = claim.rows[0].last;
  if (last === null) return null;
  const summary = emptySummary();
  const ids = claim.rows[0].bets ?? [];
  if (ids.length === 0) return { claimed: 0, last: Number(last), summary };

  const bets = await sql<BetRow>`/* prepared:sport_settle_bets */
    select b.id, b.member_id, b.type, b.stake, b.potential_payout, b.status, b.result, b.payout, b.settlements,
           ${mainWalletIdOf(sql`b.member_id`)} as wallet,
           json_agg(json_build_object('odds', l.odds, 'outcome', l.outcome) order by l.leg) as legs
      from sport_bet b join sport_bet_leg l on l.bet_id = b.id
     where b.id = any(${ids}::bigint[])
     group by b.id order by b.id`.execute(trx);

  const pays: Move[] = [];
  const reversals: Move[] = [];
  const updates: BetUpdate[] = [];
  const settlements: SettlementRow[] = [];
  const correction = `แก้ไขผลบอล ${ctx.match}`;
  for (const raw of bets.rows) {
    const b = { ...raw, id: Number(raw.id), member_id: Number(raw.member_id), stake: Number(raw.stake), payout: Number(raw.payout) };
    if (b.wallet === null) throw new Error(`member ${b.member_id} has no main wallet`);
    const house = ctx.house[b.member_id % ctx.house.length];
    const meta = { bet_id: b.id, fixture_id: f.id, result_version: f.result_version };
    const reverse = (text: string) => {
      if (b.payout <= 0) return;
      reversals.push({
        key: reverseKey(b.id, b.settlements),
        debit: b.wallet as number,
        credit: house,
        amount: b.payout,
        reference: betReference(b.id),
        metadata: { ...meta, seq: b.settlements, statement_text: text },
        memberId: b.member_id,
      });
    };
    const open = b.legs.some((l) => l.outcome === null);
    if (open) {
      // Waiting for other legs; a settled bet whose fixture lost its result gives its payout back and waits again.
      if (b.status !== 'settled') continue;
      reverse(`${correction}: คืนเงินที่จ่ายไป รอผลการแข่งขันใหม่`);
      updates.push({ id: b.id, status: 'open', result: null, payout: 0, settlements: b.settlements });
      summary.reopened++;
      continue;
    }
    const legs = b.legs as { odds: number; outcome: Outcome }[];
    const payout = betPayout(b.stake, legs, Number(b.potential_payout));
    const result = betResult(b.stake, payout, legs);
    const again = b.status === 'settled';
    if (again && payout === b.payout && result === b.result) continue;
    const seq = b.settlements + 1;
    const name = b.type === 'parlay' ? `${BET_TYPE_NAMES.parlay} ${legs.length} คู่` : BET_TYPE_NAMES.single;
    if (again) reverse(`${correction}: คืนเงินที่จ่ายตามผลเดิม (${name})`);
    if (payout > 0) {
      pays.push({
        key: payKey(b.id, seq),
        debit: house,
        credit: b.wallet,
        amount: payout,
        reference: betReference(b.id),
        metadata: {
          ...meta,
          seq,
          statement_text: again
            ? `${correction}: จ่ายตามผลใหม่ ${name} ${OUTCOME_NAMES[result]}`
            : `${name} ผลบอล ${ctx.match}: ${OUTCOME_NAMES[result]}`,
        },
        memberId: b.member_id,
      });
    }
    updates.push({ id: b.id, status: 'settled', result, payout, settlements: seq });
    settlements.push({
      bet_id: b.id,
      seq,
      result,
      payout,
      reversed: again ? b.payout : 0,
      reason: again ? correction : `ผลบอล ${ctx.match}`,
    });
    summary[again ? 'resettled' : 'settled']++;
  }

  if (updates.length > 0) {
    await sql`/* prepared:sport_settle_write */
      with v as (
        select * from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
          as v(id bigint, status text, result text, payout bigint, settlements int)),
      up as (
        update sport_bet b
           set status = v.status, result = v.result, payout = v.payout, settlements = v.settlements,
               settled_at = case when v.status = 'settled' then ${now}::timestamptz end
          from v where b.id = v.id
        returning b.id),
      ins as (
        insert into sport_settlement (bet_id, seq, result, payout, reversed, reason, created_at)
        select s.bet_id, s.seq, s.result, s.payout, s.reversed, s.reason, ${now}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(settlements)}::jsonb)
            as s(bet_id bigint, seq int, result text, payout bigint, reversed bigint, reason text)
        returning 1)
      select (select count(*) from up)::int as bets, (select count(*) from ins)::int as settlements`.execute(trx);
  }
  // The money and the turnover last: the house rows every batch pays from (and the members' wallets
  // and day rows) stay locked only from here to the commit, so batches running at once
  // (settleFixture's workers) overlap everything before it.
  // The new payouts first, then what is taken back: a member re-paid on a correction needs only the
  // difference in the wallet, not the whole earlier payout.
  summary.paid = pays.reduce((s, p) => s + p.amount, 0);
  await postHouseTransfers(trx, 'sport_win', 'THB', pays);
  if (reversals.length > 0 && !careful) {
    // All or nothing: a wallet short of its earlier payout refuses the batch (INSUFFICIENT_FUNDS), and
    // runBatch does the batch again with `careful`.
    await postTransfers(trx, 'sport_correction', 'THB', reversals);
    summary.reversed = reversals.reduce((s, r) => s + r.amount, 0);
  } else if (reversals.length > 0) {
    // One reclaim a bet (debts module, as lotto corrections do): what the wallet holds, the rest a debt.
    for (const r of reversals) {
      const done = await reclaim(
        trx,
        {
          memberId: r.memberId,
          amount: r.amount,
          creditorAccountId: r.credit,
          key: r.key,
          kind: 'sport_correction',
          reference: r.reference,
          statementText: String(r.metadata.statement_text),
          metadata: r.metadata,
        },
        now,
      );
      summary.reversed += done.taken;
      summary.owed += done.owed;
    }
  }
  // Turnover's payout side, as lotto's: each payout once per key, a reversal as a negative payout.
  const turnover: TurnoverRow[] = [
    ...pays.map((p) => ({ key: p.key, memberId: p.memberId, payout: p.amount })),
    ...reversals.map((r) => ({ key: r.key, memberId: r.memberId, payout: -r.amount })),
  ];
  await recordTurnovers(trx, 'sport', now, turnover);
  return { claimed: ids.length, last: Number(last), summary };
}

// ---- results ---------------------------------------------------------------------------------------

export type FixtureResultInput = {
  status: FixtureStatus;
  ht: Score | null;
  ft: Score | null;
  /** An operator's void (absent: unchanged). */
  voided?: boolean;
  voidReason?: string | null;
};

/** What settlement reads of a fixture's state: a change of it moves result_version. */
function settleState(f: Pick<FixtureRow, 'status' | 'voided' | 'postponed_at' | 'ht_home' | 'ht_away' | 'ft_home' | 'ft_away'>, now: Date) {
  if (voidReason(f, now) !== null) return 'void';
  if (f.status !== 'finished') return 'open';
  return `finished:${f.ht_home}-${f.ht_away}:${f.ft_home}-${f.ft_away}`;
}

/**
 * Sets a fixture's status and scores (the feed and the operators' results call this inside their
 * transaction): moves result_version when what settlement reads changed (a result, a correction, a
 * void, finished -> not finished), never when the same result comes again. A postponement starts
 * its 48 hours when the status becomes postponed; a fixture postponed past them stays void whatever
 * status follows. Answers whether anything changed and the version now.
 */
export async function setFixtureResult(
  trx: Db,
  fixtureId: number,
  input: FixtureResultInput,
  now: Date,
): Promise<{ changed: boolean; bumped: boolean; resultVersion: number }> {
  const f = (await trx
    .selectFrom('sport_fixture')
    .select(['id', 'status', 'voided', 'void_reason', 'ht_home', 'ht_away', 'ft_home', 'ft_away', 'result_version', 'postponed_at'])
    .where('id', '=', fixtureId)
    .forUpdate()
    .executeTakeFirst()) as (FixtureRow & { result_version: number }) | undefined;
  if (!f) fail(Errors.SPORT_FIXTURE_NOT_FOUND);
  let voided = input.voided ?? f.voided;
  let reason = input.voidReason !== undefined ? input.voidReason : f.void_reason;
  if (f.status === 'postponed' && input.status !== 'postponed' && !voided) {
    const past = voidReason(f, now);
    if (past !== null) {
      // Postponed beyond 48 hours is void for good, even if the match is played later.
      voided = true;
      reason = reason ?? past;
    }
  }
  const next = {
    status: input.status,
    voided,
    void_reason: reason,
    ht_home: input.ht?.home ?? null,
    ht_away: input.ht?.away ?? null,
    ft_home: input.ft?.home ?? null,
    ft_away: input.ft?.away ?? null,
    postponed_at: input.status === 'postponed' ? (f.status === 'postponed' && f.postponed_at ? f.postponed_at : now) : null,
  };
  const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => {
    const a = next[k];
    const b = f[k];
    return a instanceof Date || b instanceof Date ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime() : a === b;
  });
  if (same) return { changed: false, bumped: false, resultVersion: f.result_version };
  const bumped = settleState(f, now) !== settleState(next, now);
  const version = f.result_version + (bumped ? 1 : 0);
  await trx
    .updateTable('sport_fixture')
    .set({ ...next, result_version: version, updated_at: now })
    .where('id', '=', fixtureId)
    .execute();
  return { changed: true, bumped, resultVersion: version };
}

/**
 * The settlement job: fixtures postponed past 48 hours get a new result version (their legs void;
 * void_reason says why), then every fixture whose result_version is past its settled_version is
 * settled. Safe on every node at once.
 */
export async function settleDueFixtures(db: Db, now: Date): Promise<SettleSummary & { fixtures: number }> {
  const postponedText = voidReason({ status: 'postponed', voided: false, postponed_at: new Date(0) }, now);
  const cutoff = new Date(now.getTime() - 48 * 3_600_000);
  await sql`/* prepared:sport_settle_postponed */
    update sport_fixture set result_version = result_version + 1, void_reason = ${postponedText}, updated_at = ${now}::timestamptz
     where status = 'postponed' and not voided and void_reason is null and postponed_at < ${cutoff}::timestamptz`.execute(db);
  const due = await sql<{ id: number }>`/* prepared:sport_settle_due */
    select id from sport_fixture where result_version > settled_version order by id`.execute(db);
  const summary = { ...emptySummary(), fixtures: 0 };
  for (const { id } of due.rows) {
    addSummary(summary, await settleFixture(db, Number(id), now));
    summary.fixtures++;
  }
  return summary;
}
