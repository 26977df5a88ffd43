import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction, memberAccountId, recordTurnover, transfer } from '../ledger';
import { houseRowOf, lottoHouseAccounts } from './house';
import './tables';

type Conn = Kysely<Database>;

export const billReference = (id: number) => `LT${String(id).padStart(6, '0')}`;

/**
 * Gives a pending bill's money back, exactly once: the bill's state update (`where status =
 * 'pending'`) admits one caller, and the ledger key 'lottorefund:<bill id>' is shared by the member's
 * own cancel and a cancelled round, so no path can refund a bill twice. The numbers' running totals
 * give their room back, the stake leaves the member's turnover (a negative entry on the bill's day),
 * and the money comes back from the member's house row (house.ts), the row the bill was paid into
 * unless the shard count changed since (any house row will do: the house is their sum).
 * Answers false when the bill was no longer pending.
 */
export async function refundBill(db: Conn, billId: number, status: 'cancelled' | 'refunded', now: Date): Promise<boolean> {
  const house = await lottoHouseAccounts(db);
  return inTransaction(db, async (trx) => {
    const bill = await trx
      .updateTable('lotto_bill')
      .set({ status, cancelled_at: now })
      .where('id', '=', billId)
      .where('status', '=', 'pending')
      .returning(['id', 'member_id', 'round_id', 'total_amount', 'created_at'])
      .executeTakeFirst();
    if (!bill) return false;
    const items = await trx
      .updateTable('lotto_bill_item')
      .set({ status })
      .where('bill_id', '=', bill.id)
      .where('status', '=', 'pending')
      .returning(['bet_type', 'number', 'amount'])
      .execute();
    const key = `lottorefund:${bill.id}`;
    // Accounts, turnover, then the numbers: the order a sale takes them in (sale.ts), so a refund and
    // a sale never wait on each other in a circle.
    const moved = await transfer(trx, {
      key,
      kind: 'lotto_refund',
      currency: 'THB',
      debit: houseRowOf(house, bill.member_id),
      credit: await memberAccountId(trx, bill.member_id),
      amount: bill.total_amount,
      reference: billReference(bill.id),
      metadata: { bill_id: bill.id, round_id: bill.round_id, reason: status },
    });
    await recordTurnover(trx, { key, memberId: bill.member_id, product: 'lotto', stake: -bill.total_amount, at: bill.created_at });
    // The room the bill took, given back in one statement; its rows locked in key order, like a sale.
    await sql`/* prepared:lotto_refund_numbers */
      with g as (
        select bet_type, number, sum(amount) as amount
          from unnest(${items.map((i) => i.bet_type)}::text[], ${items.map((i) => i.number)}::text[], ${items.map((i) => i.amount)}::bigint[])
            as v(bet_type, number, amount)
         group by bet_type, number),
      l as (
        select t.bet_type, t.number, g.amount from lotto_number_total t join g on g.bet_type = t.bet_type and g.number = t.number
         where t.round_id = ${bill.round_id}::bigint
         order by t.bet_type, t.number
           for no key update of t)
      update lotto_number_total t set sold = greatest(t.sold - l.amount, 0)
        from l where t.round_id = ${bill.round_id}::bigint and t.bet_type = l.bet_type and t.number = l.number`.execute(trx);
    await trx.updateTable('lotto_bill').set({ refund_transfer_id: moved.id }).where('id', '=', bill.id).execute();
    return true;
  });
}

/**
 * Refunds every pending bill of a cancelled round, each in its own transaction, then marks the round
 * settled. Safe to run twice or on two processes at once (each refund is exactly once).
 */
export async function refundRound(db: Conn, roundId: number, now: Date): Promise<number> {
  const round = await db.selectFrom('lotto_round').select(['status']).where('id', '=', roundId).executeTakeFirst();
  if (round?.status !== 'cancelled') return 0;
  let refunded = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .selectFrom('lotto_bill')
      .select('id')
      .where('round_id', '=', roundId)
      .where('status', '=', 'pending')
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (batch.length === 0) break;
    for (const b of batch) if (await refundBill(db, b.id, 'refunded', now)) refunded += 1;
    after = batch[batch.length - 1].id;
  }
  await db
    .updateTable('lotto_round')
    .set({ settled_at: now })
    .where('id', '=', roundId)
    .where('status', '=', 'cancelled')
    .where('settled_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('lotto_bill').select('id').where('round_id', '=', roundId).where('status', '=', 'pending'))),
    )
    .execute();
  return refunded;
}
