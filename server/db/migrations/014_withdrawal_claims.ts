import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The withdrawal queue's claims (docs/backoffice.md "Withdrawals"): one operator handles a pending
 * withdrawal at a time. `claimed_by_operator` holds it until `claim_expires_at` (a lost tab never
 * blocks it for long); taking, renewing and releasing are conditional updates of these two columns.
 * The queue sorts pending ones by time or amount: two partial indexes keep that cheap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table withdrawal add column claimed_by_operator int references operator(id);
    alter table withdrawal add column claim_expires_at timestamptz;
    alter table withdrawal add constraint withdrawal_claim_whole check ((claimed_by_operator is null) = (claim_expires_at is null));
    create index withdrawal_pending_created on withdrawal (created_at, id) where status = 'pending';
    create index withdrawal_pending_amount on withdrawal (amount, id) where status = 'pending'
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop index withdrawal_pending_amount;
    drop index withdrawal_pending_created;
    alter table withdrawal drop constraint withdrawal_claim_whole;
    alter table withdrawal drop column claim_expires_at;
    alter table withdrawal drop column claimed_by_operator
  `,
  );
}
