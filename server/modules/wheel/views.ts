import { prizeUnits, prizeView } from '@contract/prizes';
import {
  expectedText,
  WHEEL_SPIN_STATUS_NAMES,
  WHEEL_TAB_NAMES,
  type WheelExpected,
  type WheelSlot,
  type WheelSlotOdds,
  type WheelSpinView,
  type WheelTab,
  wheelExpected,
} from '@contract/wheel';
import type { Db } from '../../db';
import type { Board } from './settings';
import type { StoredSlot } from './tables';

/** The wire forms of the board and of spins. */

export function slotView(s: StoredSlot, index: number): WheelSlot {
  const units = prizeUnits(s.prize.kind, s.prize.amount);
  return { index, label: s.label, color: s.color, prize: prizeView(s.prize.kind, units, s.prize.turnover_multiplier) };
}

export function slotOdds(s: StoredSlot, index: number): WheelSlotOdds {
  return { ...slotView(s, index), probability: s.probability, percent: s.probability / 100 };
}

export function boardExpected(board: Board | null): WheelExpected {
  const e = wheelExpected((board?.slots ?? []).map((s) => ({ kind: s.prize.kind, amount: s.prize.amount, probability: s.probability })));
  return { ...e, text: expectedText(e) };
}

/** Selects a spin with its seed (the server seed is shown only once revealed). */
export function spinQuery(db: Db) {
  return db
    .selectFrom('wheel_spin as w')
    .leftJoin('wheel_seed as s', 's.id', 'w.seed_id')
    .select([
      'w.id',
      'w.member_id',
      'w.tab',
      'w.spin_day',
      'w.slot',
      'w.cost_units',
      'w.board_version',
      'w.slot_index',
      'w.label',
      'w.color',
      'w.prize_kind',
      'w.prize_units',
      'w.turnover_x100',
      'w.status',
      'w.server_seed_hash',
      'w.client_seed',
      'w.nonce',
      'w.roll',
      'w.created_at',
      'w.paid_at',
      's.status as seed_status',
      's.server_seed',
    ]);
}

/** A spin read by spinQuery. */
export type SpinRow = Awaited<ReturnType<ReturnType<typeof spinQuery>['executeTakeFirstOrThrow']>>;

export function spinView(r: SpinRow): WheelSpinView {
  return {
    id: r.id,
    tab: r.tab,
    tab_name: WHEEL_TAB_NAMES[r.tab as WheelTab] ?? String(r.tab),
    index: r.slot_index,
    label: r.label,
    color: r.color,
    prize: prizeView(r.prize_kind, r.prize_units, r.turnover_x100 / 100),
    status: r.status,
    status_name: WHEEL_SPIN_STATUS_NAMES[r.status],
    cost_points: r.cost_units / 100,
    created_at: r.created_at.toISOString(),
    paid_at: r.paid_at?.toISOString() ?? null,
    proof: {
      server_seed_hash: r.server_seed_hash,
      server_seed: r.seed_status === 'revealed' ? r.server_seed : null,
      client_seed: r.client_seed,
      nonce: r.nonce,
      roll: r.roll,
      board_version: r.board_version,
    },
  };
}
