import type { WheelSettings } from '@contract/admin-wheel';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { prizeUnits, prizeView } from '@contract/prizes';
import {
  maskPhone,
  WHEEL_FREE_TAB,
  WHEEL_POINT_TAB,
  WHEEL_TAB_NAMES,
  type WheelBoardData,
  type WheelConfigData,
  type WheelConfigV2Data,
  type WheelHistoryData,
  type WheelHistoryQuery,
  type WheelSpinV2Data,
  type WheelVerifyBody,
  type WheelVerifyData,
  wheelSlotIndex,
} from '@contract/wheel';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { memberFreeSpins, memberPoints } from '../ledger';
import { warmAccounts } from '../prizes';
import { hashSeed, openSeed, seedView, wheelRoll } from './fair';
import { keepPair } from './pairs';
import { boardVersion, currentBoard, wheelSettings } from './settings';
import { balancesOf, earnedOn, earnText, usedOn } from './spin';
import { boardExpected, slotOdds, slotView, spinQuery, spinView } from './views';
import type { SpinOutcome } from './write';

/** The member side of the wheel (docs/engagement.md "Members"). */

/** GET /api/wheel/config: the drawing and the tabs' costs (public). */
export async function wheelConfig(db: Db): Promise<WheelConfigData> {
  const [settings, board] = await Promise.all([wheelSettings(db), currentBoard(db)]);
  return {
    enabled: settings.enabled && board !== null,
    board_version: board?.version ?? 0,
    slots: (board?.slots ?? []).map(slotView),
    tabs: [
      { tab: WHEEL_FREE_TAB, name: WHEEL_TAB_NAMES[1], cost_points: 0 },
      { tab: WHEEL_POINT_TAB, name: WHEEL_TAB_NAMES[2], cost_points: settings.point_cost },
    ],
    point_tab: WHEEL_POINT_TAB,
  };
}

async function pendingOf(db: Db, memberId: number) {
  const rows = await spinQuery(db)
    .where('w.member_id', '=', memberId)
    .where('w.status', '=', 'pending')
    .orderBy('w.id', 'desc')
    .limit(50)
    .execute();
  return rows.map(spinView);
}

/** GET /api/wheel/config_v2: the board with its odds and expected value, both tabs' state, the seed, pending prizes. */
export async function wheelConfigV2(db: Db, memberId: number, now: Date = new Date()): Promise<WheelConfigV2Data> {
  const day = bangkokToday(now);
  const [settings, board, seed] = await Promise.all([
    wheelSettings(db),
    currentBoard(db),
    openSeed(db, memberId),
    // A spin from this page then needs no read (spin.ts): the pair and the account ids are known.
    warmAccounts(db, memberId),
  ]);
  keepPair(db, memberId, seed);
  const [free, usedFree, usedPoints, points, freeSpins, pending] = await Promise.all([
    earnedOn(db, memberId, settings, day),
    usedOn(db, memberId, WHEEL_FREE_TAB, day),
    usedOn(db, memberId, WHEEL_POINT_TAB, day),
    memberPoints(db, memberId),
    memberFreeSpins(db, memberId),
    pendingOf(db, memberId),
  ]);
  const cap = settings.point_daily_cap;
  return {
    enabled: settings.enabled && board !== null,
    board_version: board?.version ?? 0,
    slots: (board?.slots ?? []).map(slotOdds),
    expected: boardExpected(board),
    point_tab: WHEEL_POINT_TAB,
    free: {
      tab: WHEEL_FREE_TAB,
      name: WHEEL_TAB_NAMES[1],
      spins_per_day: settings.free_spins_per_day,
      min_deposit: settings.free_min_deposit,
      deposited_today: satangToBaht(free.deposited),
      used_today: usedFree,
      spins_left: Math.max(0, free.earned - usedFree),
      earn_text: earnText(settings),
    },
    points: {
      tab: WHEEL_POINT_TAB,
      name: WHEEL_TAB_NAMES[2],
      balance: points,
      cost: settings.point_cost,
      daily_cap: cap,
      used_today: usedPoints,
      spins_left: cap > 0 ? Math.max(0, cap - usedPoints) : null,
    },
    free_spins: freeSpins,
    seed: seedView(seed),
    pending,
  };
}

/** POST /api/wheel/spin_v2's answer: the spin, balances, what is left today and the next seed hash. */
export async function spinAnswer(db: Db, memberId: number, outcome: SpinOutcome, now: Date = new Date()): Promise<WheelSpinV2Data> {
  const day = bangkokToday(now);
  const { spin, replayed, state } = outcome;
  // A fresh spin knows its balances after, the day's counts and deposits and the pair's next nonce;
  // a replay (or a spin across midnight) reads them.
  const fresh = !replayed && spin.spin_day === day;
  const settings = await wheelSettings(db);
  if (fresh && state && (state.deposited !== null || state.usedFree >= settings.free_spins_per_day)) {
    const earned =
      state.usedFree < settings.free_spins_per_day
        ? settings.free_spins_per_day > 0 && (state.deposited ?? 0) >= bahtToSatang(settings.free_min_deposit)
          ? settings.free_spins_per_day
          : 0
        : settings.free_spins_per_day;
    return answerOf(settings, spin, replayed, state.balances, earned, state.usedFree, state.usedPoints, {
      server_seed_hash: spin.server_seed_hash,
      client_seed: spin.client_seed,
      nonce: spin.nonce + 1,
    });
  }
  const [balances, seed, usedFree, usedPoints] = await Promise.all([
    balancesOf(db, memberId),
    fresh
      ? { server_seed_hash: spin.server_seed_hash, client_seed: spin.client_seed, nonce: spin.nonce + 1 }
      : openSeed(db, memberId).then(seedView),
    fresh && spin.tab === WHEEL_FREE_TAB ? spin.slot : usedOn(db, memberId, WHEEL_FREE_TAB, day),
    fresh && spin.tab === WHEEL_POINT_TAB ? spin.slot : usedOn(db, memberId, WHEEL_POINT_TAB, day),
  ]);
  // The day's deposits are read only while a free spin may still be left.
  const earned =
    usedFree < settings.free_spins_per_day ? (await earnedOn(db, memberId, settings, day)).earned : settings.free_spins_per_day;
  return answerOf(settings, spin, replayed, balances, earned, usedFree, usedPoints, seed);
}

function answerOf(
  settings: WheelSettings,
  spin: SpinOutcome['spin'],
  replayed: boolean,
  balances: WheelSpinV2Data['balances'],
  earned: number,
  usedFree: number,
  usedPoints: number,
  seed: WheelSpinV2Data['next_seed'],
): WheelSpinV2Data {
  const cap = settings.point_daily_cap;
  return {
    spin: spinView(spin),
    replayed,
    balances,
    free_spins_left: Math.max(0, earned - usedFree),
    point_spins_left: cap > 0 ? Math.max(0, cap - usedPoints) : null,
    next_seed: seed,
  };
}

/** GET /api/wheel/board: the latest winners, phones masked, nothing-won spins left out. */
export async function recentWinners(db: Db, limit = 20): Promise<WheelBoardData> {
  const rows = await db
    .selectFrom('wheel_spin as w')
    .innerJoin('member_public as m', 'm.id', 'w.member_id')
    .select(['w.label', 'w.prize_kind', 'w.prize_units', 'w.created_at', 'm.phone'])
    .where('w.prize_kind', '<>', 'none')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
  return {
    winners: rows.map((r) => ({
      phone: maskPhone(r.phone),
      label: r.label,
      prize: prizeView(r.prize_kind, r.prize_units).text,
      at: r.created_at.toISOString(),
    })),
  };
}

/** GET /api/wheel/history: the member's spins, newest first, each with its proof. */
export async function wheelHistory(db: Db, memberId: number, q: z.output<typeof WheelHistoryQuery>): Promise<WheelHistoryData> {
  const [rows, count] = await Promise.all([
    spinQuery(db)
      .where('w.member_id', '=', memberId)
      .orderBy('w.id', 'desc')
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
    db
      .selectFrom('wheel_spin')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
  ]);
  return { items: rows.map(spinView), page: q.page, page_size: q.page_size, total: Number(count?.n ?? 0) };
}

/**
 * POST /api/wheel/verify: recomputes a roll from a server seed, client seed and nonce (nothing of the
 * member's is read), and with a board version names the segment it lands on.
 */
export async function verifyWheel(db: Db, body: z.output<typeof WheelVerifyBody>): Promise<WheelVerifyData> {
  const roll = wheelRoll(body.server_seed, body.client_seed, body.nonce);
  const base = { server_seed_hash: hashSeed(body.server_seed), roll, board_version: null, index: null, label: null, prize: null };
  if (body.board_version === undefined) return base;
  const board = await boardVersion(db, body.board_version);
  if (!board) fail(Errors.WHEEL_BOARD_UNKNOWN);
  const index = wheelSlotIndex(roll, board.probabilities);
  const slot = board.slots[index];
  return {
    ...base,
    board_version: board.version,
    index,
    label: slot.label,
    prize: prizeView(slot.prize.kind, prizeUnits(slot.prize.kind, slot.prize.amount), slot.prize.turnover_multiplier),
  };
}
