import { bangkokToday } from '@contract/fields';
import { sql } from 'kysely';
import type { Db } from '../../db';

export type Product = 'slot' | 'casino' | 'fishing' | 'sport' | 'freespin' | 'lotto';

/**
 * Records a stake (and later its payout) against the member's turnover for the Bangkok day and
 * product, once per key. Cashback, refunds, promotions, quests and affiliate earnings read these
 * rows, never balances (ARCHITECTURE.md section 4). Call it inside the stake's own transaction.
 */
export async function recordTurnover(
  trx: Db,
  entry: { key: string; memberId: number; product: Product; stake?: number; payout?: number; at?: Date },
): Promise<boolean> {
  const fresh = await trx
    .insertInto('turnover_entry')
    .values({ idempotency_key: entry.key, member_id: entry.memberId })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (!fresh) return false;
  const stake = entry.stake ?? 0;
  const payout = entry.payout ?? 0;
  await sql`
    insert into turnover (member_id, day, product, stake, payout, count)
    values (${entry.memberId}, ${bangkokToday(entry.at)}, ${entry.product}, ${stake}, ${payout}, ${stake > 0 ? 1 : 0})
    on conflict (member_id, day, product) do update
      set stake = turnover.stake + excluded.stake, payout = turnover.payout + excluded.payout, count = turnover.count + excluded.count`.execute(
    trx,
  );
  return true;
}
