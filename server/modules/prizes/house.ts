import type { Db } from '../../db';
import { type Currency, openHouseShards } from '../ledger';

/**
 * The house side of engagement movements: sharded house accounts (`house:<family>:<n>`), a member
 * always on row member_id mod SHARDS, so wheel spins, shop redemptions and quest rewards of different
 * members never queue on one row. What the house paid or took is the family's sum.
 */
const SHARDS = 16;
export const PRIZE_HOUSE = {
  /** Baht prizes and free-spin wins paid. */
  prizes: { family: 'prizes', currency: 'THB', label: 'รางวัลกิจกรรมที่จ่าย' },
  /** Points issued (earned, won) and taken back (spent). */
  points: { family: 'points', currency: 'PTS', label: 'แต้มที่ออกให้สมาชิก' },
  /** Free spins granted and played. */
  free_spins: { family: 'free_spins', currency: 'PTS', label: 'ฟรีสปินที่ออกให้สมาชิก' },
} as const satisfies Record<string, { family: string; currency: Currency; label: string }>;
export type PrizeHouse = keyof typeof PRIZE_HOUSE;

const known = new WeakMap<Db, Map<PrizeHouse, number[]>>();

/** The member's row of a house family (ids cached per database handle; they never change). */
export async function prizeHouseRow(db: Db, which: PrizeHouse, memberId: number): Promise<number> {
  let byFamily = known.get(db);
  if (!byFamily) {
    byFamily = new Map();
    known.set(db, byFamily);
  }
  let ids = byFamily.get(which);
  if (!ids) {
    const f = PRIZE_HOUSE[which];
    ids = await openHouseShards(db, f.family, SHARDS, f.label, f.currency);
    byFamily.set(which, ids);
  }
  return ids[memberId % ids.length];
}

/** Every row id of a family (reports: what was issued or paid is the sum over them). */
export async function prizeHouseRows(db: Db, which: PrizeHouse): Promise<number[]> {
  await prizeHouseRow(db, which, 0);
  return known.get(db)?.get(which) ?? [];
}
