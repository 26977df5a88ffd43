import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Read views (docs/architecture.md "Tables have owners"): other modules read members and their bank
 * accounts (the account module's tables) and operators (the admin module's) through these, never the
 * tables, and join them in their own statements. Each is a plain projection of one table, so
 * PostgreSQL folds it into the query that uses it: the same plan, indexes and cost as naming the
 * table. Password hashes are left out. Writes and row locks stay with the owners' functions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create view member_public as
      select id, agent_id, phone, first_name, last_name, date_of_birth, line_id, referral_code, referred_by,
             vip_level, status, created_at, password_changed_at
        from member;
    create view member_bank_public as
      select id, member_id, bank_code, account_number, account_name, is_primary, created_at
        from member_bank_account;
    create view operator_public as
      select id, username, display_name, role, active, created_at
        from operator
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop view operator_public;
    drop view member_bank_public;
    drop view member_public
  `,
  );
}
