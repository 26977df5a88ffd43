import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The back office's deposits page (docs/backoffice.md "Deposits"): it asks every 5 seconds for the
 * open QRs and deposit notices, newest first; these partial indexes keep that read on the few open
 * rows however many paid and expired ones pile up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create index payment_intent_open_created on payment_intent (created_at) where status = 'pending';
    create index deposit_notice_open_created on deposit_notice (created_at) where status = 'pending';
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop index if exists deposit_notice_open_created;
    drop index if exists payment_intent_open_created;
    `,
  );
}
