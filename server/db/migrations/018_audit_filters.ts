import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The back office's audit log filters (docs/backoffice.md): one operator's rows, one target's rows,
 * one action's rows and a range of times, each newest first, read by an index instead of the whole
 * trail. The trail only grows (every operator write and sign-in adds a row). One target's rows use
 * 015's operator_audit_target (target, id desc), which the member detail's audit tab added first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create index operator_audit_operator on operator_audit (operator_id, id);
    create index operator_audit_action on operator_audit (action, id);
    create index operator_audit_created on operator_audit (created_at, id)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop index operator_audit_created;
    drop index operator_audit_action;
    drop index operator_audit_operator
  `,
  );
}
