import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AGENT_ID } from '../agent';

type Conn = Kysely<Database>;

/**
 * The house side of lotto money, spread over LOTTO_HOUSE_SHARDS ledger rows (config.lotto; `house:lotto:<n>`,
 * a member always on row member_id mod shards), as games do (docs/games.md). Every bill credits the
 * house and every win and refund debits it: on one row each bill would wait for the one before it to
 * commit. House rows may go negative (ledger/accounts.ts), so a win or refund never waits for money
 * on a row; the house's lotto figure is the sum of its rows (`lottoHouseBalance`).
 */
export const LOTTO_HOUSE_PREFIX = 'house:lotto:';

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
 * Every shard's account id in shard order, created on first use (idempotent under races by the unique
 * code). Cached per database handle; inside a transaction (a new handle each time) it is two reads.
 */
export async function lottoHouseAccounts(db: Conn): Promise<number[]> {
  const cached = known.get(db);
  if (cached) return cached;
  const shards = lottoHouseShards();
  const codes = Array.from({ length: shards }, (_, n) => `${LOTTO_HOUSE_PREFIX}${n}`);
  let rows = await db.selectFrom('ledger_account').select(['id', 'code']).where('code', 'in', codes).execute();
  if (rows.length < shards) {
    await db
      .insertInto('ledger_account')
      .values(
        codes.map((code, n) => ({
          agent_id: AGENT_ID,
          member_id: null,
          currency: 'THB' as const,
          wallet_type_id: null,
          code,
          name: `บัญชีหวย #${n + 1}`,
          allow_negative: true,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    rows = await db.selectFrom('ledger_account').select(['id', 'code']).where('code', 'in', codes).execute();
  }
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  const ids = codes.map((c) => {
    const id = byCode.get(c);
    if (id === undefined) throw new Error(`house account ${c} is missing`);
    return id;
  });
  if (!db.isTransaction) known.set(db, ids);
  return ids;
}

/** What the house holds in lotto (satang): the sum of every `house:lotto:<n>` row, whatever the shard count was. */
export async function lottoHouseBalance(db: Conn): Promise<number> {
  const row = await sql<{ total: string | null }>`
    select sum(balance)::text as total from ledger_account where code like ${`${LOTTO_HOUSE_PREFIX}%`}`.execute(db);
  return Number(row.rows[0]?.total ?? 0);
}
