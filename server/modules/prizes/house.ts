import type { Db } from '../../db';
import { type Currency, openHouseShards } from '../ledger';
import { databaseOf } from './accounts';

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

const known = new WeakMap<object, Map<PrizeHouse, number[]>>();

/**
 * The member's row of a house family. The ids are kept per database (accounts.ts `databaseOf`: a
 * transaction finds what its handle learnt; they never change), but only once read outside a
 * transaction: rows a transaction opened may roll back with it.
 */
export async function prizeHouseRow(db: Db, which: PrizeHouse, memberId: number): Promise<number> {
  const ids = await houseRows(db, which);
  return ids[memberId % ids.length];
}

async function houseRows(db: Db, which: PrizeHouse): Promise<number[]> {
  const key = databaseOf(db);
  const hit = known.get(key)?.get(which);
  if (hit) return hit;
  const f = PRIZE_HOUSE[which];
  const ids = await openHouseShards(db, f.family, SHARDS, f.label, f.currency);
  if (!db.isTransaction) {
    let byFamily = known.get(key);
    if (!byFamily) {
      byFamily = new Map();
      known.set(key, byFamily);
    }
    byFamily.set(which, ids);
  }
  return ids;
}

/** Every row id of a family (reports: what was issued or paid is the sum over them). */
export async function prizeHouseRows(db: Db, which: PrizeHouse): Promise<number[]> {
  return houseRows(db, which);
}
