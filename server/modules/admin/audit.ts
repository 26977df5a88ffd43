import type { AuditActorKind } from '@contract/admin-operators';
import { bangkokDayEnd, bangkokDayStart, bangkokToday } from '@contract/thai-calendar';
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

/**
 * The operator audit trail. Every operator write calls `recordAudit` with the same transaction
 * that makes the change, so a change without its audit row (or the reverse) cannot be committed.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  operatorId: number,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await trx
    .insertInto('operator_audit')
    .values({ operator_id: operatorId, action, target, detail: JSON.stringify(detail) })
    .execute();
}

/** What a system actor (a results feed, the lotto sandbox) did, in the same log as the operators. */
export async function recordSystemAudit(
  trx: Kysely<Database>,
  actor: string,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await trx
    .insertInto('operator_audit')
    .values({ operator_id: null, actor, action, target, detail: JSON.stringify(detail) })
    .execute();
}

type AuditQuery = {
  page: number;
  page_size: number;
  action?: string;
  operator_id?: number;
  /** Bangkok days, both included. */
  from?: string;
  to?: string;
  /** Exact target ('member:12'). */
  target?: string;
  sort?: 'created_at' | 'action' | 'target' | 'operator';
  dir?: 'asc' | 'desc';
  /** Whose entries: operators' (the default view), the system's (`operator_id` null), or all. */
  actor_kind?: AuditActorKind;
};

/**
 * The trail filtered and paged on the server (each filter is served by an index of migration 018),
 * newest first unless another order is asked; ties keep the newest first.
 */
export async function listAudit(db: Db, q: AuditQuery) {
  let base = db.selectFrom('operator_audit as a').leftJoin('operator as o', 'o.id', 'a.operator_id');
  if (q.action) base = base.where('a.action', '=', q.action);
  if (q.operator_id) base = base.where('a.operator_id', '=', q.operator_id);
  if (q.target) base = base.where('a.target', '=', q.target);
  if (q.from) base = base.where('a.created_at', '>=', bangkokDayStart(q.from));
  if (q.to) base = base.where('a.created_at', '<', bangkokDayEnd(q.to));
  // Both served by migration 018's (operator_id, id) index, which also holds the nulls.
  if (q.actor_kind === 'operator') base = base.where('a.operator_id', 'is not', null);
  else if (q.actor_kind === 'system') base = base.where('a.operator_id', 'is', null);
  const dir = q.dir ?? 'desc';
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select((eb) => [
        'a.id',
        'a.operator_id',
        eb.fn.coalesce('o.username', 'a.actor', eb.val('')).as('operator_username'),
        'a.action',
        'a.target',
        'a.detail',
        'a.created_at',
      ])
      .$call((qb) => {
        switch (q.sort) {
          case 'action':
            return qb.orderBy('a.action', dir).orderBy('a.id', 'desc');
          case 'target':
            return qb.orderBy('a.target', dir).orderBy('a.id', 'desc');
          case 'operator':
            return qb.orderBy('operator_username', dir).orderBy('a.id', 'desc');
          default:
            return qb.orderBy('a.created_at', dir).orderBy('a.id', dir);
        }
      })
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}

/**
 * The system's entries (feeds, jobs) the log hides by default, counted by action over Bangkok days
 * (today when none is given), with the same action and target filters as the list.
 */
export async function systemAuditSummary(db: Db, q: { from?: string; to?: string; action?: string; target?: string }, now = new Date()) {
  const today = bangkokToday(now);
  const to = q.to ?? today;
  const from = q.from ?? q.to ?? today;
  let base = db
    .selectFrom('operator_audit')
    .where('operator_id', 'is', null)
    .where('created_at', '>=', bangkokDayStart(from))
    .where('created_at', '<', bangkokDayEnd(to));
  if (q.action) base = base.where('action', '=', q.action);
  if (q.target) base = base.where('target', '=', q.target);
  const rows = await base
    .select((eb) => ['action', eb.fn.countAll<string>().as('count'), eb.fn.max('created_at').as('last_at')])
    .groupBy('action')
    .orderBy('count', 'desc')
    .orderBy('action')
    .execute();
  const items = rows.map((r) => ({ action: r.action, count: Number(r.count), last_at: new Date(r.last_at).toISOString() }));
  return { from, to, total: items.reduce((n, r) => n + r.count, 0), items };
}

/** The rows about one target ('member:12'), newest first, by the target index (migration 015): a member's audit tab. */
export async function targetAudit(db: Db, target: string, q: { page: number; page_size: number }) {
  const base = db.selectFrom('operator_audit as a').leftJoin('operator as o', 'o.id', 'a.operator_id').where('a.target', '=', target);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select((eb) => [
        'a.id',
        'a.operator_id',
        eb.fn.coalesce('o.username', 'a.actor', eb.val('')).as('operator_username'),
        'a.action',
        'a.target',
        'a.detail',
        'a.created_at',
      ])
      .orderBy('a.id', 'desc')
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  return { total: Number(total), items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
}
