import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * The lowest balance (satang) an account was left with by a posted movement out of it made at or
 * after `since`, or null when none was. Every debit records the balance after it, so a low point
 * that later deposits covered up is still found (a wagering requirement's balance floor). `since`
 * may be a timestamptz's text (`started_at::text`): a Date would round it to the millisecond, and a
 * movement made in that millisecond just before would count. Reads only the account's debits since
 * then: the boundary is found walking its debits newest first.
 */
export async function lowestBalanceSince(db: Db, accountId: number, since: Date | string): Promise<number | null> {
  const r = await sql<{ lowest: number | null }>`
    select min(t.debit_balance_after) as lowest
      from ledger_transfer t
     where t.debit_account_id = ${accountId} and t.status = 'posted' and t.created_at >= ${since}::timestamptz
       and t.id > coalesce((select b.id from ledger_transfer b
                             where b.debit_account_id = ${accountId} and b.created_at < ${since}::timestamptz
                             order by b.id desc limit 1), 0)`.execute(db);
  return r.rows[0]?.lowest ?? null;
}
