import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * A deposit account's usage today (its daily cap, docs/payments.md "Deposit accounts") counts the QRs
 * paid with its PromptPay id, so a QR remembers which account made it. Statement lines need no column:
 * they name the receiving number (`to_account`) and, through their notice, the account.
 *
 * Also sets deposit_account's id sequence right after 038: on a database without accounts 038 left it
 * at 1 already used, so the first account got id 2 and a fixture inserting ids by hand collided.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table payment_intent add column deposit_account_id int references deposit_account(id) on delete set null;
    create index payment_intent_deposit_account on payment_intent (deposit_account_id, paid_at) where deposit_account_id is not null;
    select setval(pg_get_serial_sequence('deposit_account', 'id'), coalesce((select max(id) from deposit_account), 0) + 1, false)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'drop index payment_intent_deposit_account;\nalter table payment_intent drop column deposit_account_id');
}
