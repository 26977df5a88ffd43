import type { BetType } from '@contract/lotto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { TransferResult } from '../ledger';
import { claimAndMove } from '../ledger/steps';
import { numberKey, type PricedItem } from './pricing';
import { billReference } from './refunds';
import './tables';

type Conn = Kysely<Database>;

export type Sale = { key: string; bet_type: BetType; number: string; amount: number; cap: number | null };

/** The items' amounts merged per number, in key order (the order their rows are locked in). */
export function salesOf(items: PricedItem[]): Sale[] {
  const by = new Map<string, Sale>();
  for (const i of items) {
    const key = numberKey(i.bet_type, i.number);
    const cur = by.get(key);
    by.set(key, { key, bet_type: i.bet_type, number: i.number, amount: (cur?.amount ?? 0) + i.accepted, cap: i.cap });
  }
  return [...by.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export type SaleInput = {
  /** Drawn from the bill sequence beforehand, so the debit's key 'bill:<id>' is known to the statement. */
  billId: number;
  memberId: number;
  roundId: number;
  wallet: number;
  /** The member's house lotto row (house.ts). */
  house: number;
  total: number;
  clientKey: string | null;
  now: Date;
};

export type SaleOutcome =
  | { sold: true; itemIds: number[]; debit: TransferResult }
  | { sold: false; reason: 'round_closed' | 'key_taken' | 'number_full' };

/**
 * A sale in ONE statement (ledger `claimAndMove`) with no transaction around it, each step only if
 * the one before happened:
 * 1. the round read FOR SHARE and still open: closing or cancelling it waits for this bill, so
 *    settlement sees it (the claim, which writes nothing);
 * 2. the debit 'bill:<id>' from the main wallet to the member's house row and its turnover; a
 *    wallet that cannot pay throws INSUFFICIENT_FUNDS, and nothing was written;
 * 3. the numbers' running totals: each row changes only while `sold + amount <= cap` (an insert is
 *    filtered the same way; rows are taken in key order), so concurrent bills can never take a number
 *    past its cap on either engine;
 * 4. the bill row pointing at its debit, then its items with the rates they were sold at, in the
 *    bill's order.
 * A sale that cannot complete fails the whole statement, so nothing of it is kept: a member's
 * idempotency key used before breaks the bill's unique index (`key_taken`), and a number filled
 * meanwhile makes the bill's item count 0, which its CHECK refuses (`number_full`). Rows are taken in
 * the order every lotto path takes them: the round, the accounts (in id order), the turnover row,
 * the numbers (the bill is a new row, which nothing else waits on); a refund and settlement follow it too.
 */
export async function sellBill(db: Conn, s: SaleInput, items: PricedItem[], sales: Sale[]): Promise<SaleOutcome> {
  try {
    return await sale(db, s, items, sales);
  } catch (e) {
    const err = e as { code?: string; constraint?: string };
    if (err?.code === '23505' && err.constraint === 'lotto_bill_client_key') return { sold: false, reason: 'key_taken' };
    if (err?.code === '23514' && err.constraint === 'lotto_bill_item_count_check') return { sold: false, reason: 'number_full' };
    throw e;
  }
}

async function sale(db: Conn, s: SaleInput, items: PricedItem[], sales: Sale[]): Promise<SaleOutcome> {
  const key = `bill:${s.billId}`;
  const made = await claimAndMove<{ bill_id: number | null; item_ids: (number | string)[] | null }>(db, {
    name: 'lotto_sale',
    alone: true,
    // The key is the bill's, whose id was drawn for this sale.
    keyClaimed: true,
    claim: {
      ctes: sql`
        open_round as (
          select id from lotto_round
           where id = ${s.roundId}::bigint and status = 'open' and opens_at <= ${s.now}::timestamptz and closes_at > ${s.now}::timestamptz
             for share)`,
      owns: sql`exists (select 1 from open_round)`,
    },
    transfer: {
      key,
      kind: 'lotto_bill',
      currency: 'THB',
      debit: s.wallet,
      credit: s.house,
      amount: s.total,
      reference: billReference(s.billId),
      metadata: { bill_id: s.billId, round_id: s.roundId, items: items.length },
    },
    turnover: { key, memberId: s.memberId, product: 'lotto', stake: s.total, at: s.now },
    after: (m) => sql`
      sale_numbers as (
        insert into lotto_number_total as t (round_id, bet_type, number, sold, cap)
        select ${s.roundId}::bigint, v.bet_type, v.number, v.sold, v.cap
          from unnest(${sales.map((x) => x.bet_type)}::text[], ${sales.map((x) => x.number)}::text[],
                      ${sales.map((x) => x.amount)}::bigint[], ${sales.map((x) => x.cap)}::bigint[])
                 with ordinality as v(bet_type, number, sold, cap, n)
         where ${m.moved} and (v.cap is null or v.sold <= v.cap)
         order by v.n
        on conflict (round_id, bet_type, number) do update set sold = t.sold + excluded.sold, cap = excluded.cap
         where excluded.cap is null or t.sold + excluded.sold <= excluded.cap
        returning 1),
      -- A number not taken leaves the bill with no items, which the bill's CHECK refuses: the whole
      -- statement fails and keeps nothing (number_full).
      sale_bill as (
        insert into lotto_bill (id, member_id, round_id, total_amount, item_count, client_key, created_at, transfer_id)
        select ${s.billId}::bigint, ${s.memberId}::bigint, ${s.roundId}::bigint, ${s.total}::bigint,
               case when (select count(*) from sale_numbers) = ${sales.length}::int then ${items.length}::int else 0 end,
               ${s.clientKey}::text, ${s.now}::timestamptz, ${m.transferId}
         where ${m.moved}
        returning id),
      sale_items as (
        insert into lotto_bill_item (bill_id, round_id, bet_type, number, amount, rate, potential_win, limited)
        select b.id, ${s.roundId}::bigint, v.bet_type, v.number, v.amount, v.rate, v.potential_win, v.limited
          from sale_bill b,
               unnest(${items.map((i) => i.bet_type)}::text[], ${items.map((i) => i.number)}::text[], ${items.map((i) => i.accepted)}::bigint[],
                      ${items.map((i) => i.rate)}::int[], ${items.map((i) => i.potential_win)}::bigint[],
                      ${items.map((i) => (i.limited === 'reduced' ? 'reduced' : null))}::text[])
                 with ordinality as v(bet_type, number, amount, rate, potential_win, limited, n)
         order by v.n
        returning id)`,
    answer: sql`(select id from sale_bill) as bill_id, (select array_agg(id order by id) from sale_items) as item_ids`,
  });
  if (!made.owned) return { sold: false, reason: 'round_closed' };
  const a = made.answer;
  if (a.bill_id === null) throw new Error(`bill ${s.billId} was not stored although its debit was made`);
  // bigint[] arrives as text; ids follow the insert order, which is the bill's.
  return { sold: true, itemIds: (a.item_ids ?? []).map(Number), debit: made.moved };
}
