import type { WheelSettings } from '@contract/admin-wheel';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { bangkokDayStart } from '@contract/thai-calendar';
import { WHEEL_FREE_TAB, WHEEL_POINT_TAB, type WheelSpinBody } from '@contract/wheel';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { BatchConfig } from '../../config';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { creditedSince, mainWallet, memberFreeSpins, memberPoints } from '../ledger';
import { creditedSinceOf } from '../ledger/steps';
import { grantPrize, knownAccounts, memberAccountColumns, rememberAccounts } from '../prizes';
import type { OpenSeed } from './fair';
import { forgetPair, knownPair, takeSpinId } from './pairs';
import { currentBoard, wheelSettings } from './settings';
import { spinTogether } from './spin-batch';
import type { SpinRow } from './views';
import { FREE_TITLE, NOT_OWNED, type SpinOutcome, STATEMENT, spinById, writeSpin } from './write';

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

export async function balancesOf(db: Db, memberId: number) {
  const [wallet, points, freeSpins] = await Promise.all([
    mainWallet(db, memberId),
    memberPoints(db, memberId),
    memberFreeSpins(db, memberId),
  ]);
  return { credit: satangToBaht(wallet?.available ?? 0), points, free_spins: freeSpins };
}

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
 * `batch`: config.batch, for the batcher (SERVER_BUSY when too many spins wait).
 */
export async function spinWheel(
  db: Db,
  memberId: number,
  body: z.output<typeof WheelSpinBody>,
  batch: BatchConfig,
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
    const made = await spinTogether(
      db,
      {
        memberId,
        body,
        settings,
        board,
        day,
        now,
        draw: { pair, accounts, spinId: await takeSpinId(db) },
      },
      batch,
    );
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
