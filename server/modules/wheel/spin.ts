import type { WheelSettings } from '@contract/admin-wheel';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { prizeUnits } from '@contract/prizes';
import { WHEEL_FREE_TAB, type WheelSpinBody, wheelSlotIndex } from '@contract/wheel';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { creditedSince, mainWallet, memberFreeSpins, memberPoints } from '../ledger';
import { grantPrize, spendPoints } from '../prizes';
import { bangkokDayStart } from '../rewards';
import { takeNonce, wheelRoll } from './fair';
import { currentBoard, wheelSettings } from './settings';
import { type SpinRow, spinQuery } from './views';

/**
 * A spin (docs/engagement.md "Spinning"), in ONE transaction of a few statements: take the
 * next nonce of the member's open seed pair (the row lock queues one member's spins), count the
 * day's spins of the tab, draw, insert the spin (its request key once per member), take the points,
 * pay the prize. A refusal anywhere rolls all of it back, the nonce included. A request key seen
 * before answers the first spin; two free spins at once with one left give one prize (the second
 * is refused, and the unique index on (member, tab, day, slot) stands behind the count).
 */

const FREE_TITLE = 'กงล้อนำโชค';
const STATEMENT = 'รางวัลกงล้อนำโชค';

class Replay extends Error {}

/** The spin's columns as spinQuery reads them (the insert answers them, so no read follows the commit). */
const SPIN_COLUMNS = [
  'id',
  'member_id',
  'tab',
  'spin_day',
  'slot',
  'cost_units',
  'board_version',
  'slot_index',
  'label',
  'color',
  'prize_kind',
  'prize_units',
  'turnover_x100',
  'status',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'roll',
  'created_at',
  'paid_at',
] as const;

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

function isSlotRace(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && typeof err.constraint === 'string' && err.constraint.includes('slot');
}

export type SpinOutcome = { spin: SpinRow; replayed: boolean };

export async function spinWheel(
  db: Db,
  memberId: number,
  body: z.output<typeof WheelSpinBody>,
  now: Date = new Date(),
): Promise<SpinOutcome> {
  const settings = await wheelSettings(db);
  if (!settings.enabled) fail(Errors.WHEEL_OFF);
  const seen = await spinByKey(db, memberId, body.request_key);
  if (seen) return { spin: seen, replayed: true };
  const board = await currentBoard(db);
  if (!board) fail(Errors.WHEEL_NO_BOARD);
  const tab = body.tab;
  if (tab === WHEEL_FREE_TAB && settings.free_spins_per_day === 0) fail(Errors.WHEEL_TAB_OFF);
  const day = bangkokToday(now);
  let spin: SpinRow;
  try {
    spin = await db.transaction().execute(async (trx) => {
      const seed = await takeNonce(trx, memberId);
      const used = await usedOn(trx, memberId, tab, day);
      let cost = 0;
      if (tab === WHEEL_FREE_TAB) {
        if (used >= settings.free_spins_per_day)
          fail(Errors.WHEEL_NO_FREE_SPIN, undefined, `${Errors.WHEEL_NO_FREE_SPIN.message} (${earnText(settings)})`);
        const { earned } = await earnedOn(trx, memberId, settings, day);
        if (used >= earned) fail(Errors.WHEEL_NO_FREE_SPIN, undefined, `${Errors.WHEEL_NO_FREE_SPIN.message} (${earnText(settings)})`);
      } else {
        if (settings.point_daily_cap > 0 && used >= settings.point_daily_cap) fail(Errors.WHEEL_DAILY_CAP);
        cost = prizeUnits('points', settings.point_cost);
      }
      const roll = wheelRoll(seed.server_seed, seed.client_seed, seed.nonce);
      const index = wheelSlotIndex(roll, board.probabilities);
      const slot = board.slots[index];
      const kind = slot.prize.kind;
      const units = prizeUnits(kind, slot.prize.amount);
      const x100 = kind === 'credit' ? Math.round(slot.prize.turnover_multiplier * 100) : 0;
      const status = kind === 'none' || units === 0 ? 'lost' : x100 > 0 ? 'pending' : 'paid';
      const row = await trx
        .insertInto('wheel_spin')
        .values({
          member_id: memberId,
          request_key: body.request_key,
          tab,
          spin_day: day,
          slot: used + 1,
          cost_units: cost,
          board_version: board.version,
          slot_index: index,
          label: slot.label,
          color: slot.color,
          prize_kind: kind,
          prize_units: units,
          turnover_x100: x100,
          status,
          seed_id: seed.id,
          server_seed_hash: seed.server_seed_hash,
          client_seed: seed.client_seed,
          nonce: seed.nonce,
          roll,
          created_at: now,
          paid_at: status === 'paid' ? now : null,
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_key']).doNothing())
        .returning(SPIN_COLUMNS)
        .executeTakeFirst();
      // The same key spun meanwhile (it waited on the seed row): give the nonce back, answer that spin.
      if (!row) throw new Replay();
      if (cost > 0)
        await spendPoints(trx, {
          memberId,
          key: `wheel:${row.id}:spend`,
          units: cost,
          reference: 'หมุนกงล้อนำโชค',
          metadata: { spin_id: row.id, statement_text: 'หมุนกงล้อนำโชค' },
        });
      if (status === 'paid') await payPrize(trx, memberId, row.id, kind, units, 0, now);
      // The pair stays open: its server seed is not shown until the member rotates it.
      return { ...row, seed_status: 'open' as const, server_seed: null };
    });
  } catch (e) {
    if (e instanceof Replay) {
      const first = await spinByKey(db, memberId, body.request_key);
      if (first) return { spin: first, replayed: true };
    }
    if (isSlotRace(e)) fail(tab === WHEEL_FREE_TAB ? Errors.WHEEL_NO_FREE_SPIN : Errors.WHEEL_DAILY_CAP);
    throw e;
  }
  return { spin, replayed: false };
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
