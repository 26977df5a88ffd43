import type { AdminRole } from '@contract/admin';
import { Errors } from '@contract/errors';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { fail } from '../../lib/reply';
import { issueSession, revokeSession } from '../../lib/sessions';
import { recordAudit } from './audit';

/** An operator session lasts one working shift at most, however long member sessions are configured to last. */
export const OPERATOR_SESSION_MAX_MS = 12 * 3600_000;

export async function loginOperator(
  db: Db,
  config: Pick<Config, 'sessionAbsoluteMs'>,
  input: { username: string; password: string },
  meta: { ip?: string; userAgent?: string },
) {
  const op = await db
    .selectFrom('operator')
    .select(['id', 'password_hash', 'display_name', 'role', 'active'])
    .where('username', '=', input.username)
    .executeTakeFirst();
  // Always verify one hash, so an unknown username takes as long as a wrong password.
  const matches = await verifyPassword(op?.password_hash ?? (await decoyHash()), input.password);
  if (!op || !matches || !op.active) fail(Errors.OPERATOR_BAD_CREDENTIALS);
  const lifetime = { sessionAbsoluteMs: Math.min(config.sessionAbsoluteMs, OPERATOR_SESSION_MAX_MS) };
  const session = await db.transaction().execute(async (trx) => {
    const s = await issueSession(trx, lifetime, 'operator', op.id, meta);
    await recordAudit(trx, op.id, 'operator.login', `operator:${op.id}`, { ip: meta.ip ?? null });
    return s;
  });
  return {
    access_token: session.token,
    token_type: 'Bearer' as const,
    expires_at: session.expiresAt.toISOString(),
    role: op.role,
    display_name: op.display_name,
  };
}

export async function logoutOperator(db: Db, operatorId: number, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeSession(trx, token);
    await recordAudit(trx, operatorId, 'operator.logout', `operator:${operatorId}`);
  });
}

export async function operatorProfile(db: Db, operatorId: number) {
  return db
    .selectFrom('operator')
    .select(['id', 'username', 'display_name', 'role'])
    .where('id', '=', operatorId)
    .executeTakeFirstOrThrow();
}

/**
 * Creates an operator (the ops CLI, and the back office through operator-admin.ts). A taken username
 * is OPERATOR_EXISTS; the creation is audited by the admin who made it (`by`), or from the CLI as the
 * new operator's own first entry, since no signed-in operator made it.
 */
export async function createOperator(
  db: Db,
  input: { username: string; password: string; role: AdminRole; display_name?: string },
  via = 'ops',
  /** The signed-in admin who creates it (the back office); the audit row is theirs. */
  by?: number,
): Promise<{ id: number; username: string; role: AdminRole; display_name: string }> {
  const passwordHash = await hashPassword(input.password);
  const displayName = input.display_name ?? input.username;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('operator')
      .values({ username: input.username, password_hash: passwordHash, display_name: displayName, role: input.role })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(['id'])
      .executeTakeFirst();
    if (!row) fail(Errors.OPERATOR_EXISTS);
    await recordAudit(trx, by ?? row.id, 'operator.create', `operator:${row.id}`, { username: input.username, role: input.role, via });
    return { id: row.id, username: input.username, role: input.role, display_name: displayName };
  });
}
