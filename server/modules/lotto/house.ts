import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { openHouseShards } from '../ledger';
import { houseFamilyTotal } from '../ledger/steps';

type Conn = Kysely<Database>;

/**
 * The house side of lotto money, spread over LOTTO_HOUSE_SHARDS ledger rows (config.lotto; `house:lotto:<n>`, the
 * ledger's sharded house account, family `lotto`), a member always on row member_id mod shards, as
 * games do (docs/games.md). Every bill credits the house and every win and refund debits it: on one
 * row each bill would wait for the one before it to commit. House rows may go negative, so a win or
 * refund never waits for money on a row; the house's lotto figure is the sum of its rows
 * (`lottoHouseBalance`).
 */
export const LOTTO_HOUSE_FAMILY = 'lotto';
export const LOTTO_HOUSE_PREFIX = `house:${LOTTO_HOUSE_FAMILY}:`;

let shardCount: number | undefined;

/**
 * Given once at start (the lotto module does it from config.lotto): the count is a property of the
 * deployment, and bill, refund and settlement calls should not each carry it.
 */
export function setLottoHouseShards(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`lotto house shards must be a positive integer, got ${n}`);
  shardCount = n;
}

export function lottoHouseShards(): number {
  if (shardCount === undefined) throw new Error('lotto house shards are not set (setLottoHouseShards at start)');
  return shardCount;
}

/** A member's row among `ids` (the shards in order). */
export const houseRowOf = (ids: readonly number[], memberId: number) => ids[memberId % ids.length];

const known = new WeakMap<Conn, number[]>();

/**
 * Every shard's account id in shard order, created on first use by the ledger. Cached per database
 * handle; inside a transaction (a new handle each time) it is a read or two.
 */
export async function lottoHouseAccounts(db: Conn): Promise<number[]> {
  const cached = known.get(db);
  if (cached) return cached;
  const ids = await openHouseShards(db, LOTTO_HOUSE_FAMILY, lottoHouseShards(), 'บัญชีหวย');
  if (!db.isTransaction) known.set(db, ids);
  return ids;
}

/** What the house holds in lotto (satang): the sum of every `house:lotto:<n>` row, whatever the shard count was. */
export async function lottoHouseBalance(db: Conn): Promise<number> {
  return (await houseFamilyTotal(db, LOTTO_HOUSE_FAMILY)).balance;
}
