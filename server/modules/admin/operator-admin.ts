import type { AdminRole } from '@contract/admin';
import type { AdminOperator, AdminOperatorQuery, AdminOperatorUpdateBody } from '@contract/admin-operators';
import { Errors } from '@contract/errors';
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { fail } from '../../lib/reply';
import { revokeAllSessions } from '../../lib/sessions';
import { recordAudit } from './audit';
import { createOperator } from './operators';

/**
 * Operator accounts managed from the back office (admin only, docs/backoffice.md "Operators"):
 * list, create (the ops CLI's createOperator and rules), change role, name or status, reset a
 * password. Disabling, a role change and a password reset end the operator's sessions. An admin
 * cannot disable or demote themselves, and the last active admin stays: the active admins are locked
 * for the change, so two admins removing each other at once leave one.
 */

/** LIKE patterns treat the operator's text literally (PostgreSQL's default escape is backslash). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

type Query = Omit<AdminOperatorQuery, 'page' | 'page_size' | 'dir'> & { page: number; page_size: number; dir: 'asc' | 'desc' };

export async function listOperators(db: Db, q: Query): Promise<{ items: AdminOperator[]; page: number; page_size: number; total: number }> {
  let base = db.selectFrom('operator as o');
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    base = base.where((eb) => eb.or([eb('o.username', 'ilike', like), eb('o.display_name', 'ilike', like)]));
  }
  if (q.role) base = base.where('o.role', '=', q.role);
  if (q.active) base = base.where('o.active', '=', q.active === 'true');
  const sort = q.sort ?? 'id';
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select((eb) => [
        'o.id',
        'o.username',
        'o.display_name',
        'o.role',
        'o.active',
        'o.created_at',
        eb
          .selectFrom('session as s')
          .select((s) => s.fn.max('s.created_at').as('at'))
          .where('s.subject_type', '=', 'operator')
          .whereRef('s.subject_id', '=', 'o.id')
          .as('last_login_at'),
      ])
      .orderBy(`o.${sort}`, q.dir)
      .orderBy('o.id', q.dir)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      last_login_at: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
    })),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}

async function operatorRow(db: Kysely<Database>, id: number): Promise<AdminOperator> {
  const r = await db
    .selectFrom('operator')
    .select(['id', 'username', 'display_name', 'role', 'active', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) fail(Errors.NOT_FOUND, undefined, 'ไม่พบผู้ดูแลระบบนี้');
  const login = await db
    .selectFrom('session')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('subject_type', '=', 'operator')
    .where('subject_id', '=', id)
    .executeTakeFirst();
  return { ...r, created_at: r.created_at.toISOString(), last_login_at: login?.at ? new Date(login.at).toISOString() : null };
}

/** Creates an operator from the back office; the audit row is the admin's. */
export async function createOperatorByAdmin(
  db: Db,
  adminId: number,
  input: { username: string; password: string; role: AdminRole; display_name?: string },
): Promise<AdminOperator> {
  const op = await createOperator(db, input, 'backoffice', adminId);
  return operatorRow(db, op.id);
}

/**
 * Changes an operator's role, display name or status (`actorId` is the signed-in admin). Refuses an
 * admin disabling or demoting themselves and a change that would leave no active admin.
 */
export async function updateOperator(db: Db, actorId: number, id: number, body: AdminOperatorUpdateBody): Promise<AdminOperator> {
  await db.transaction().execute(async (trx) => {
    // Lock the active admins first (always in id order), then the target: two admins changing each
    // other at once run one after the other, and the second sees the first's change.
    const admins = await trx
      .selectFrom('operator')
      .select('id')
      .where('role', '=', 'admin')
      .where('active', '=', true)
      .orderBy('id')
      .forUpdate()
      .execute();
    const before = await trx
      .selectFrom('operator')
      .select(['id', 'role', 'display_name', 'active'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) fail(Errors.NOT_FOUND, undefined, 'ไม่พบผู้ดูแลระบบนี้');
    const role = body.role ?? before.role;
    const active = body.active ?? before.active;
    const displayName = body.display_name ?? before.display_name;
    if (id === actorId && !active) fail(Errors.OPERATOR_SELF_DISABLE);
    if (id === actorId && role !== before.role) fail(Errors.OPERATOR_SELF_DEMOTE);
    const losesAdmin = before.role === 'admin' && before.active && (role !== 'admin' || !active);
    if (losesAdmin && admins.filter((a) => a.id !== id).length === 0) fail(Errors.OPERATOR_LAST_ADMIN);

    const from: Record<string, unknown> = {};
    const to: Record<string, unknown> = {};
    const next = { role, active, display_name: displayName };
    for (const k of ['role', 'active', 'display_name'] as const) {
      if (next[k] !== before[k]) {
        from[k] = before[k];
        to[k] = next[k];
      }
    }
    if (Object.keys(to).length === 0) return;

    await trx.updateTable('operator').set({ role, active, display_name: displayName }).where('id', '=', id).execute();
    // A disabled operator is out at once; one whose role changed signs in again to get the new menu.
    const endsSessions = !active || role !== before.role;
    if (endsSessions) await revokeAllSessions(trx, 'operator', id);
    await recordAudit(trx, actorId, 'operator.update', `operator:${id}`, { from, to, sessions_ended: endsSessions });
  });
  return operatorRow(db, id);
}

/** Sets a new password for an operator and ends their sessions (the admin's own current one stays). */
export async function resetOperatorPassword(db: Db, actorId: number, id: number, password: string, actorToken?: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('operator')
      .set({ password_hash: passwordHash })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!row) fail(Errors.NOT_FOUND, undefined, 'ไม่พบผู้ดูแลระบบนี้');
    await revokeAllSessions(trx, 'operator', id, id === actorId ? actorToken : undefined);
    await recordAudit(trx, actorId, 'operator.password', `operator:${id}`, {});
  });
}
