import type { Db } from '../../db';
import { openHouseShards } from '../ledger';

/**
 * The house side of sportsbook money: SHARDS ledger rows `house:sport:<n>`, a member always on row
 * member_id mod SHARDS, so bets and payouts of different members never queue on one row (as lotto and
 * the prizes do). House rows may go negative; what the book won or lost is the family's sum.
 */
const SHARDS = 16;
export const SPORT_HOUSE_FAMILY = 'sport';
const LABEL = 'บัญชีกีฬา (เจ้ามือ)';

const known = new WeakMap<Db, number[]>();

/** Every row id in shard order (opened on first use); kept per handle once read outside a transaction. */
export async function sportHouseRows(db: Db): Promise<number[]> {
  const hit = known.get(db);
  if (hit) return hit;
  const ids = await openHouseShards(db, SPORT_HOUSE_FAMILY, SHARDS, LABEL, 'THB');
  if (!db.isTransaction) known.set(db, ids);
  return ids;
}

/** The member's house row. */
export async function sportHouseRow(db: Db, memberId: number): Promise<number> {
  const ids = await sportHouseRows(db);
  return ids[memberId % ids.length];
}
