import type { WheelSettings } from '@contract/admin-wheel';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { prizeUnits } from '@contract/prizes';
import { WHEEL_FREE_TAB, WHEEL_POINT_TAB, type WheelSpinBody, wheelSlotIndex } from '@contract/wheel';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { creditedSince, creditedSinceOf, mainWallet, memberFreeSpins, memberPoints } from '../ledger';
import {
  grantPrize,
  knownAccounts,
  type MemberAccountIds,
  memberAccountColumns,
  movePrizes,
  type PrizeMoves,
  rememberAccounts,
} from '../prizes';
import { bangkokDayStart } from '../rewards';
import { newSeeds, type OpenSeed, wheelRoll } from './fair';
import { forgetPair, keepPair, knownPair, takeSpinId } from './pairs';
import { type Board, currentBoard, wheelSettings } from './settings';
import { spinTogether } from './spin-batch';
import { type SpinRow, spinQuery } from './views';

const FREE_TITLE = 'กงล้อนำโชค';
const STATEMENT = 'รางวัลกงล้อนำโชค';

const baht = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** How the free tab's spin is earned, in Thai. */
export function earnText(s: WheelSettings): string {
  if (s.free_spins_per_day === 0) return 'ขณะนี้ปิดการหมุนวงล้อด้วยสปินฟรี';
  if (s.free_min_deposit <= 0) return `รับสปินฟรีวันละ ${s.free_spins_per_day} ครั้ง`;
  return `ฝากเงินรวม ${baht.format(s.free_min_deposit)} บาทขึ้นไปภายในวันเดียวกัน รับสปินฟรี ${s.free_spins_per_day} ครั้ง (นับตามเวลาประเทศไทย)`;
}

/** The spins of a tab the member made on a Bangkok day (the highest slot taken). */
export async function usedOn(db: Db, memberId: number, tab: number, day: string): Promise<number> {
  const r = await db
    .selectFrom('wheel_spin')
    .select((eb) => eb.fn.max<number | null>('slot').as('used'))
    .where('member_id', '=', memberId)
    .where('tab', '=', tab)
    .where('spin_day', '=', day)
    .executeTakeFirst();
  return Number(r?.used ?? 0);
}

/** The free spins a member has earned on a Bangkok day (the day's deposits against the minimum). */
export async function earnedOn(db: Db, memberId: number, s: WheelSettings, day: string): Promise<{ earned: number; deposited: number }> {
  if (s.free_spins_per_day === 0) return { earned: 0, deposited: 0 };
  const deposited = await creditedSince(db, memberId, 'deposit', bangkokDayStart(day));
  return { earned: deposited >= bahtToSatang(s.free_min_deposit) ? s.free_spins_per_day : 0, deposited };
}

export async function spinById(db: Db, memberId: number, id: number): Promise<SpinRow | undefined> {
  return spinQuery(db).where('w.id', '=', id).where('w.member_id', '=', memberId).executeTakeFirst();
}

async function spinByKey(db: Db, memberId: number, key: string): Promise<SpinRow | undefined> {
  return spinQuery(db).where('w.member_id', '=', memberId).where('w.request_key', '=', key).executeTakeFirst();
}

export async function balancesOf(db: Db, memberId: number) {
  const [wallet, points, freeSpins] = await Promise.all([
    mainWallet(db, memberId),
    memberPoints(db, memberId),
    memberFreeSpins(db, memberId),
  ]);
  return { credit: satangToBaht(wallet?.available ?? 0), points, free_spins: freeSpins };
}

/** What a fresh spin knows of the member after it (spinAnswer needs no read): baht, points, spins and today's counts. */
export type SpinState = {
  balances: { credit: number; points: number; free_spins: number };
  usedFree: number;
  usedPoints: number;
  /** Satang deposited today (read while a free spin may still be left), else null. */
  deposited: number | null;
};

export type SpinOutcome = { spin: SpinRow; replayed: boolean; state?: SpinState };

/** What a spin reads before it draws: the open seed pair, the key seen before, today's counts, the deposits, the accounts. */
type Before = {
  seed_id: number | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  seen: number | null;
  used_free: number;
  used_points: number;
  deposited: number | null;
  points_account: number | null;
  wallet_account: number | null;
  free_spin_account: number | null;
};

/**
 * One statement, no lock: the member's open seed pair, a spin already made on the request key, the
 * day's highest slot of each tab, the day's deposits (only while a free spin may be left), the
 * member's account ids.
 */
async function readBefore(db: Db, memberId: number, key: string, day: string, s: WheelSettings): Promise<Before> {
  const m = sql`${memberId}::bigint`;
  const r = await sql<Before>`/* prepared:wheel_spin_before */
    select sd.id as seed_id, sd.server_seed, sd.server_seed_hash, sd.client_seed, sd.nonce,
           (select w.id from wheel_spin w where w.member_id = ${m} and w.request_key = ${key}::text) as seen,
           u.used_free, u.used_points,
           case when u.used_free < ${s.free_spins_per_day}::int then ${creditedSinceOf(m, 'deposit', bangkokDayStart(day))} end as deposited,
           ${memberAccountColumns(m)}
      from (select coalesce(max(w.slot) filter (where w.tab = ${WHEEL_FREE_TAB}::int), 0)::int as used_free,
                   coalesce(max(w.slot) filter (where w.tab = ${WHEEL_POINT_TAB}::int), 0)::int as used_points
              from wheel_spin w where w.member_id = ${m} and w.spin_day = ${day}::date) u
      left join wheel_seed sd on sd.member_id = ${m} and sd.status = 'open'`.execute(db);
  return r.rows[0];
}

const earnedFrom = (s: WheelSettings, deposited: number) =>
  s.free_spins_per_day > 0 && deposited >= bahtToSatang(s.free_min_deposit) ? s.free_spins_per_day : 0;

function constraintOf(e: unknown): string | null {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && typeof err.constraint === 'string' ? err.constraint : null;
}

/** What a spin's one write statement needs besides the request: the pair (or a new one), the accounts, the spin's id. */
export type Draw = {
  pair: OpenSeed | null;
  accounts: MemberAccountIds;
  spinId: number;
};

/** The write did not happen: the claim did not hold (pair moved, or the tab's spins are used up), or a pair was opened meanwhile. */
export const NOT_OWNED = Symbol('not owned');

/**
 * A spin (docs/engagement.md "Spinning"). Usually ONE statement and no transaction: the page read the
 * member's open seed pair before the spin (its hash is shown first) and this node keeps it with the
 * member's account ids (pairs.ts, prizes `knownAccounts`), so the spin draws from the pair and its
 * next nonce at once and sends one write (`writeSpin`). When this node does not know the pair, or the
 * write's claim does not hold (another spin or node moved the nonce, the pair was rotated, the tab's
 * spins are used up), the spin reads (`readBefore`: the pair, a spin already made on the request key,
 * the day's counts and deposits, the accounts), refuses in Thai what must be refused, and writes again.
 * The same request key spins once (the write fails on its unique index and the first spin answers);
 * two free spins at once with one left give one prize (the claim counts the day's spins under the
 * pair's lock); points short: POINTS_NOT_ENOUGH and the statement kept nothing, the nonce included.
 */
export async function spinWheel(
  db: Db,
  memberId: number,
  body: z.output<typeof WheelSpinBody>,
  now: Date = new Date(),
): Promise<SpinOutcome> {
  const settings = await wheelSettings(db);
  if (!settings.enabled) fail(Errors.WHEEL_OFF);
  const tab = body.tab;
  const day = bangkokToday(now);
  const pair = knownPair(db, memberId);
  const accounts = knownAccounts(db, memberId);
  if (pair && accounts) {
    const board = await currentBoard(db);
    if (!board) fail(Errors.WHEEL_NO_BOARD);
    if (tab === WHEEL_FREE_TAB && settings.free_spins_per_day === 0) fail(Errors.WHEEL_TAB_OFF);
    // Spins arriving together share one statement (spin-batch.ts); alone, it is writeSpin's.
    const made = await spinTogether(db, { memberId, body, settings, board, day, now, draw: { pair, accounts, spinId: await takeSpinId(db) } });
    if (made !== NOT_OWNED) return made;
    forgetPair(db, memberId);
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = await readBefore(db, memberId, body.request_key, day, settings);
    if (before.seen !== null) {
      const seen = await spinById(db, memberId, before.seen);
      if (seen) return { spin: seen, replayed: true };
    }
    const board = await currentBoard(db);
    if (!board) fail(Errors.WHEEL_NO_BOARD);
    if (tab === WHEEL_FREE_TAB && settings.free_spins_per_day === 0) fail(Errors.WHEEL_TAB_OFF);
    if (before.points_account === null || before.wallet_account === null) throw new Error(`member ${memberId} has no accounts`);
    const ids = { points: before.points_account, wallet: before.wallet_account, freeSpins: before.free_spin_account };
    rememberAccounts(db, memberId, ids);
    const used = tab === WHEEL_FREE_TAB ? before.used_free : before.used_points;
    if (tab === WHEEL_FREE_TAB) {
      if (used >= settings.free_spins_per_day || used >= earnedFrom(settings, Number(before.deposited ?? 0)))
        fail(Errors.WHEEL_NO_FREE_SPIN, undefined, `${Errors.WHEEL_NO_FREE_SPIN.message} (${earnText(settings)})`);
    } else if (settings.point_daily_cap > 0 && used >= settings.point_daily_cap) fail(Errors.WHEEL_DAILY_CAP);
    const open: OpenSeed | null =
      before.seed_id === null
        ? null
        : {
            id: Number(before.seed_id),
            server_seed: before.server_seed as string,
            server_seed_hash: before.server_seed_hash as string,
            client_seed: before.client_seed as string,
            nonce: before.nonce ?? 0,
          };
    const made = await writeSpin(db, memberId, body, settings, board, day, now, {
      pair: open,
      accounts: ids,
      spinId: await takeSpinId(db),
    });
    // Another spin of the member took the nonce (or opened the pair) meanwhile: read again.
    if (made !== NOT_OWNED) return made;
  }
  throw new Error(`wheel spin of member ${memberId}: the seed pair kept moving`);
}

/** A spin drawn from its pair (or a fresh pair) and its next nonce: what it wins, costs and stores. */
export type DrawnSpin = ReturnType<typeof drawSpin>;

export function drawSpin(settings: WheelSettings, board: Board, tab: number, now: Date, draw: Draw) {
  const cost = tab === WHEEL_POINT_TAB ? prizeUnits('points', settings.point_cost) : 0;
  const fresh = draw.pair === null ? newSeeds() : null;
  const seed: Omit<OpenSeed, 'id' | 'nonce'> = fresh ?? (draw.pair as OpenSeed);
  const pairId = draw.pair?.id ?? 0;
  const nonce = draw.pair?.nonce ?? 0;
  const roll = wheelRoll(seed.server_seed, seed.client_seed, nonce);
  const index = wheelSlotIndex(roll, board.probabilities);
  const slot = board.slots[index];
  const kind = slot.prize.kind;
  const units = prizeUnits(kind, slot.prize.amount);
  const x100 = kind === 'credit' ? Math.round(slot.prize.turnover_multiplier * 100) : 0;
  const status: SpinRow['status'] = kind === 'none' || units === 0 ? 'lost' : x100 > 0 ? 'pending' : 'paid';
  const paidAt = status === 'paid' ? now : null;
  return { tab, cost, fresh, seed, pairId, nonce, roll, index, slot, kind, units, x100, status, spinId: draw.spinId, paidAt, board };
}

/** The points a spin takes and the prize it pays now, under keys of its id (prizes `movePrizes`, `prizeTransfers`). */
export function spinPrizes(d: DrawnSpin): Pick<PrizeMoves, 'spend' | 'grant'> {
  return {
    spend:
      d.cost > 0
        ? {
            key: `wheel:${d.spinId}:spend`,
            units: d.cost,
            reference: 'หมุนกงล้อนำโชค',
            metadata: { spin_id: d.spinId, statement_text: 'หมุนกงล้อนำโชค' },
          }
        : undefined,
    grant:
      d.status === 'paid'
        ? { key: `wheel:${d.spinId}:prize`, kind: d.kind, units: d.units, title: FREE_TITLE, statementText: STATEMENT, metadata: { spin_id: d.spinId } }
        : undefined,
  };
}

/** What a spin's write answered: the pair's id, the day's counts before it, the deposits and the balances after. */
export type SpinWritten = { seedId: number; usedFree: number; usedPoints: number; deposited: number | null; balances: SpinState['balances'] };

/** A spin stored: the pair's next nonce kept, the spin's row and what the member has after it, with no read. */
export function spinDone(db: Db, memberId: number, day: string, now: Date, d: DrawnSpin, w: SpinWritten): SpinOutcome {
  keepPair(db, memberId, { id: w.seedId, server_seed: d.seed.server_seed, server_seed_hash: d.seed.server_seed_hash, client_seed: d.seed.client_seed, nonce: d.nonce + 1 });
  const row: SpinRow = {
    id: d.spinId,
    member_id: memberId,
    tab: d.tab,
    spin_day: day,
    slot: (d.tab === WHEEL_FREE_TAB ? w.usedFree : w.usedPoints) + 1,
    cost_units: d.cost,
    board_version: d.board.version,
    slot_index: d.index,
    label: d.slot.label,
    color: d.slot.color,
    prize_kind: d.kind,
    prize_units: d.units,
    turnover_x100: d.x100,
    status: d.status,
    server_seed_hash: d.seed.server_seed_hash,
    client_seed: d.seed.client_seed,
    nonce: d.nonce,
    roll: d.roll,
    created_at: now,
    paid_at: d.paidAt,
    // The pair stays open: its server seed is not shown until the member rotates it.
    seed_status: 'open',
    server_seed: null,
  };
  return {
    spin: row,
    replayed: false,
    state: {
      balances: w.balances,
      usedFree: w.usedFree + (d.tab === WHEEL_FREE_TAB ? 1 : 0),
      usedPoints: w.usedPoints + (d.tab === WHEEL_POINT_TAB ? 1 : 0),
      deposited: w.deposited,
    },
  };
}

/**
 * The write: ONE statement (prizes `movePrizes`, alone). Its claim locks the pair while its nonce is
 * still the one drawn with (a member's first pair: while none is open) and counts the day's spins of
 * the tab (and, for the free tab, the day's deposits) against the settings; then the points taken and
 * the prize paid (keys `wheel:<spin id>:spend` and `:prize`), the nonce moved on (or the pair stored)
 * and the spin inserted on the next slot of the day, each only if the movements were made. Answers
 * the day's counts and deposits as they were, so the reply needs no read.
 */
export async function writeSpin(
  db: Db,
  memberId: number,
  body: z.output<typeof WheelSpinBody>,
  settings: WheelSettings,
  board: Board,
  day: string,
  now: Date,
  draw: Draw,
): Promise<SpinOutcome | typeof NOT_OWNED> {
  const d = drawSpin(settings, board, body.tab, now, draw);
  const { tab, cost, fresh, seed, pairId, nonce, roll, index, slot, kind, units, x100, status, spinId, paidAt } = d;
  const m = sql`${memberId}::bigint`;
  // The tab's limits as numbers, so one statement text serves both tabs and every setting.
  const cap = settings.point_daily_cap > 0 ? settings.point_daily_cap : 2_147_483_647;
  const minDeposit = bahtToSatang(settings.free_min_deposit);
  const counts = sql`wh_used as (
      select coalesce(max(w.slot) filter (where w.tab = ${WHEEL_FREE_TAB}::int), 0)::int as used_free,
             coalesce(max(w.slot) filter (where w.tab = ${WHEEL_POINT_TAB}::int), 0)::int as used_points
        from wheel_spin w where w.member_id = ${m} and w.spin_day = ${day}::date),
    wh_dep as (
      select case when u.used_free < ${settings.free_spins_per_day}::int
                  then ${creditedSinceOf(m, 'deposit', bangkokDayStart(day))} end as deposited
        from wh_used u)`;
  const allowed = sql`(select case when ${tab}::int = ${WHEEL_FREE_TAB}::int
                                   then u.used_free < ${settings.free_spins_per_day}::int and coalesce(d.deposited, 0) >= ${minDeposit}::bigint
                                   else u.used_points < ${cap}::int end
                         from wh_used u, wh_dep d)`;
  type Answer = {
    spin_id: number | null;
    seed_id: number | null;
    used_free: number;
    used_points: number;
    deposited: string | number | null;
  };
  let made: Awaited<ReturnType<typeof movePrizes<Answer>>>;
  try {
    made = await movePrizes<Answer>(db, {
      name: fresh ? 'wheel_spin_new_pair' : 'wheel_spin',
      memberId,
      accounts: draw.accounts,
      alone: true,
      claim: fresh
        ? {
            ctes: sql`${counts}, wh_pair as (select 1 as open from wheel_seed where member_id = ${m} and status = 'open')`,
            owns: sql`not exists (select 1 from wh_pair) and ${allowed}`,
          }
        : {
            ctes: sql`wh_pair as (
                select id from wheel_seed
                 where id = ${pairId}::bigint and member_id = ${m} and status = 'open' and nonce = ${nonce}::int
                   for update), ${counts}`,
            owns: sql`exists (select 1 from wh_pair) and ${allowed}`,
          },
      ...spinPrizes(d),
      after: (a) => sql`
        wh_nonce as (
          ${
            fresh
              ? sql`insert into wheel_seed (member_id, server_seed, server_seed_hash, client_seed, status, nonce)
                    select ${m}, ${seed.server_seed}::text, ${seed.server_seed_hash}::text, ${seed.client_seed}::text, 'open', 1
                     where ${a.moved}`
              : sql`update wheel_seed set nonce = nonce + 1 where id = ${pairId}::bigint and ${a.moved}`
          }
          returning id),
        wh_spin as (
          insert into wheel_spin (id, member_id, request_key, tab, spin_day, slot, cost_units, board_version, slot_index, label, color,
                                  prize_kind, prize_units, turnover_x100, status, seed_id, server_seed_hash, client_seed, nonce, roll,
                                  created_at, paid_at)
          select ${spinId}::bigint, ${m}, ${body.request_key}::text, ${tab}::int, ${day}::date,
                 case when ${tab}::int = ${WHEEL_FREE_TAB}::int then u.used_free else u.used_points end + 1, ${cost}::bigint,
                 ${board.version}::int, ${index}::int, ${slot.label}::text, ${slot.color}::text, ${kind}::text, ${units}::bigint,
                 ${x100}::int, ${status}::text, n.id, ${seed.server_seed_hash}::text, ${seed.client_seed}::text, ${nonce}::int,
                 ${roll}::int, ${now}::timestamptz, ${paidAt}::timestamptz
            from wh_nonce n, wh_used u
          returning id, slot)`,
      answer: () => sql`(select id from wh_spin) as spin_id, (select id from wh_nonce) as seed_id,
        (select used_free from wh_used) as used_free, (select used_points from wh_used) as used_points,
        (select deposited from wh_dep) as deposited`,
    });
  } catch (e) {
    const c = constraintOf(e);
    if (c === 'wheel_seed_open') return NOT_OWNED;
    if (c?.includes('request_key')) {
      const first = await spinByKey(db, memberId, body.request_key);
      if (first) return { spin: first, replayed: true };
    }
    if (c?.includes('slot')) fail(tab === WHEEL_FREE_TAB ? Errors.WHEEL_NO_FREE_SPIN : Errors.WHEEL_DAILY_CAP);
    throw e;
  }
  if (!made.owned) return NOT_OWNED;
  const a = made.answer;
  if (a.spin_id === null || a.seed_id === null) throw new Error(`wheel spin ${spinId} was not stored although its claim held`);
  const b = made.balances;
  return spinDone(db, memberId, day, now, d, {
    seedId: Number(a.seed_id),
    usedFree: Number(a.used_free),
    usedPoints: Number(a.used_points),
    deposited: a.deposited === null ? null : Number(a.deposited),
    balances: { credit: satangToBaht(b.credit), points: satangToBaht(b.points), free_spins: b.freeSpins },
  });
}

async function payPrize(trx: Db, memberId: number, spinId: number, kind: SpinRow['prize_kind'], units: number, x100: number, now: Date) {
  return grantPrize(
    trx,
    {
      memberId,
      key: `wheel:${spinId}:prize`,
      kind,
      units,
      turnoverMultiplier: x100 / 100,
      source: 'wheel',
      sourceId: String(spinId),
      title: FREE_TITLE,
      statementText: STATEMENT,
      metadata: { spin_id: spinId },
    },
    now,
  );
}

/**
 * POST /api/wheel/reward: pays a pending prize (credit with a turnover requirement) once. The
 * conditional update pending -> paid and the grant are one transaction: two presses at once pay once,
 * the second is told it was taken. Only the member's own spin.
 */
export async function claimReward(
  db: Db,
  memberId: number,
  spinId: number,
  now: Date = new Date(),
): Promise<{ spin: SpinRow; message: string }> {
  const message = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('wheel_spin')
      .set({ status: 'paid', paid_at: now })
      .where('id', '=', spinId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .returning(['id', 'prize_kind', 'prize_units', 'turnover_x100'])
      .executeTakeFirst();
    if (!row) {
      const spin = await trx
        .selectFrom('wheel_spin')
        .select('status')
        .where('id', '=', spinId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (!spin) fail(Errors.WHEEL_SPIN_NOT_FOUND);
      fail(spin.status === 'paid' ? Errors.WHEEL_REWARD_TAKEN : Errors.WHEEL_NO_REWARD);
    }
    const granted = await payPrize(trx, memberId, row.id, row.prize_kind, row.prize_units, row.turnover_x100, now);
    return granted.message;
  });
  const spin = await spinById(db, memberId, spinId);
  if (!spin) throw new Error(`wheel spin ${spinId} vanished`);
  return { spin, message };
}
