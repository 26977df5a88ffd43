import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The back office's member detail (issue 14, server/modules/member-detail): the audit rows
 * about one member (`target = 'member:<id>'`, newest first) and the members one member referred are
 * read by index rather than by scanning the whole audit trail or member table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create index operator_audit_target on operator_audit (target, id desc);
    create index member_referred_by on member (referred_by) where referred_by is not null
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop index member_referred_by;
    drop index operator_audit_target
  `,
  );
}
