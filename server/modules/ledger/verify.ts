import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * The ledger's invariants (docs/ledger.md "Rules"), checked from the rows themselves:
 * every currency sums to zero; every balance equals its posted transfers and every reservation its
 * pending ones; no key twice; no member account below zero. Answers the breaches found.
 */
export async function verifyLedger(db: Db): Promise<string[]> {
  const breaches: string[] = [];

  const sums = await sql<{ currency: string; total: string }>`
    select currency, sum(balance)::text as total from ledger_account group by currency`.execute(db);
  for (const r of sums.rows) if (r.total !== '0') breaches.push(`currency ${r.currency} sums to ${r.total}, not 0`);

  const drift = await sql<{ id: number; balance: number; expected: string; pending_out: number; expected_pending: string }>`
    select a.id, a.balance, a.pending_out,
           (coalesce(c.total, 0) - coalesce(d.total, 0))::text as expected,
           coalesce(p.total, 0)::text as expected_pending
      from ledger_account a
      left join (select credit_account_id as id, sum(amount) as total from ledger_transfer where status = 'posted' group by 1) c on c.id = a.id
      left join (select debit_account_id as id, sum(amount) as total from ledger_transfer where status = 'posted' group by 1) d on d.id = a.id
      left join (select debit_account_id as id, sum(amount) as total from ledger_transfer where status = 'pending' group by 1) p on p.id = a.id
     where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0) or a.pending_out <> coalesce(p.total, 0)`.execute(db);
  for (const r of drift.rows) {
    breaches.push(
      `account ${r.id}: balance ${r.balance} but transfers say ${r.expected}; reserved ${r.pending_out} but pending transfers say ${r.expected_pending}`,
    );
  }

  const twice = await sql<{ idempotency_key: string }>`
    select idempotency_key from ledger_transfer group by 1 having count(*) > 1`.execute(db);
  for (const r of twice.rows) breaches.push(`key ${r.idempotency_key} appears more than once`);

  const negative = await sql<{ id: number; balance: number; pending_out: number }>`
    select id, balance, pending_out from ledger_account where not allow_negative and (balance < 0 or balance - pending_out < 0)`.execute(
    db,
  );
  for (const r of negative.rows) breaches.push(`member account ${r.id} is below zero (balance ${r.balance}, reserved ${r.pending_out})`);

  return breaches;
}
