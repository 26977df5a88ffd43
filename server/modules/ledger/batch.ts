import { bangkokToday } from '@contract/fields';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Currency } from './accounts';
import type { TransferKind } from './transfers';
import type { Product } from './turnover';

type Conn = Kysely<Database>;

/**
 * Batch forms of the ledger's `transfer()` and `recordTurnover()` for settlement, where one round pays
 * tens of thousands of bills: one statement each per batch instead of a few per bill, with the same
 * rules as transfers.ts and turnover.ts.
 */

export type HouseTransfer = {
  key: string;
  /** A house account: only accounts allowed to go negative may be debited here. */
  debit: number;
  credit: number;
  /** Integer satang, greater than 0. */
  amount: number;
  reference: string;
  metadata: Record<string, unknown>;
};

/**
 * Moves every row out of its house account exactly once per key, in ONE statement: keys already used
 * move nothing; the accounts are locked in id order (as `transfer()` locks them, so the two never
 * deadlock); each transfer row carries its accounts' running balances after it, in key order; the
 * balances change by what was inserted. A debit account that may not go negative is refused for the
 * whole batch (an Error, so the caller's transaction rolls back). Call it inside the transaction that
 * records why the money moves. Answers how many transfers it made (the rest had been made before).
 */
export async function postHouseTransfers(trx: Conn, kind: TransferKind, currency: Currency, rows: HouseTransfer[]): Promise<number> {
  if (rows.length === 0) return 0;
  for (const r of rows) {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0)
      throw new RangeError(`transfer amount must be a positive integer, got ${r.amount}`);
    if (r.debit === r.credit) throw new RangeError('a transfer needs two different accounts');
  }
  // The locked accounts are read back through one jsonb map (`acct`), not joined: the planner cannot
  // know how many rows a batch has and would join the CTEs row by row.
  const res = await sql<{ fresh: number; moved: number; refused: number }>`/* prepared:lotto_post_house_transfers */
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(key text, debit bigint, credit bigint, amount bigint, reference text, metadata jsonb)),
    fresh as (
      select v.* from v where not exists (select 1 from ledger_transfer t where t.idempotency_key = v.key)),
    locked as (
      select id, balance, allow_negative from ledger_account
       where id in (select debit from fresh union select credit from fresh)
       order by id for no key update),
    acct as (
      select coalesce(jsonb_object_agg(id::text, balance), '{}') as balance,
             coalesce(jsonb_object_agg(id::text, allow_negative), '{}') as negative_ok
        from locked),
    moved as (
      select f.*,
             ((select balance from acct) ->> f.debit::text)::bigint
               - sum(f.amount) over (partition by f.debit order by f.key rows unbounded preceding) as debit_after,
             ((select balance from acct) ->> f.credit::text)::bigint
               + sum(f.amount) over (partition by f.credit order by f.key rows unbounded preceding) as credit_after
        from fresh f
       where coalesce(((select negative_ok from acct) ->> f.debit::text)::boolean, false)
         and (select balance from acct) ? f.credit::text),
    ins as (
      insert into ledger_transfer (idempotency_key, kind, currency, debit_account_id, credit_account_id, amount, reference, metadata,
                                   status, debit_balance_after, credit_balance_after, settled_at)
      select key, ${kind}::text, ${currency}::text, debit, credit, amount, reference, metadata, 'posted', debit_after, credit_after, now()
        from moved order by key
      on conflict (idempotency_key) do nothing
      returning debit_account_id, credit_account_id, amount),
    delta as (
      select id, sum(amount) as amount from (
        select debit_account_id as id, -amount as amount from ins
        union all
        select credit_account_id, amount from ins) x
       group by id),
    bal as (
      update ledger_account a set balance = a.balance + delta.amount from delta where a.id = delta.id returning a.id)
    select (select count(*) from fresh)::int as fresh, (select count(*) from ins)::int as moved,
           (select count(*) from fresh f where not coalesce(((select negative_ok from acct) ->> f.debit::text)::boolean, true))::int as refused,
           (select count(*) from bal)::int as accounts`.execute(trx);
  const r = res.rows[0];
  if (r.refused > 0) throw new Error(`${r.refused} transfers debit an account that may not go negative`);
  if (r.moved !== r.fresh) throw new Error(`${r.fresh - r.moved} transfers were not made (an account is missing or a key raced)`);
  return r.moved;
}

export type TurnoverRow = { key: string; memberId: number; stake?: number; payout?: number };

/**
 * Records many stakes or payouts against members' turnover for one Bangkok day and product, once per
 * key, in ONE statement (as `recordTurnover` does for one). Rows are locked in member order, so two
 * batches never deadlock. Answers how many keys were new.
 */
export async function recordTurnovers(trx: Conn, product: Product, at: Date, rows: TurnoverRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const values = rows.map((r) => ({ key: r.key, member_id: r.memberId, stake: r.stake ?? 0, payout: r.payout ?? 0 }));
  const res = await sql<{ n: number }>`/* prepared:lotto_record_turnovers */
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(key text, member_id bigint, stake bigint, payout bigint)),
    fresh as (
      insert into turnover_entry (idempotency_key, member_id)
      select key, member_id from v order by key
      on conflict (idempotency_key) do nothing
      returning idempotency_key),
    sums as (
      select v.member_id, sum(v.stake) as stake, sum(v.payout) as payout, count(*) filter (where v.stake > 0) as n
        from v join fresh f on f.idempotency_key = v.key
       group by v.member_id),
    up as (
      insert into turnover (member_id, day, product, stake, payout, count)
      select member_id, ${bangkokToday(at)}::date, ${product}::text, stake, payout, n from sums order by member_id
      on conflict (member_id, day, product) do update
        set stake = turnover.stake + excluded.stake, payout = turnover.payout + excluded.payout, count = turnover.count + excluded.count
      returning 1)
    select (select count(*) from fresh)::int as n, (select count(*) from up)::int as members`.execute(trx);
  return res.rows[0].n;
}
