import type { AdminBanner, AdminEvent, AdminNotification } from '@contract/admin';
import { type AdminContentPeriod, PERIOD_ORDER_MESSAGE } from '@contract/admin-content';
import { Errors } from '@contract/errors';
import type { ColumnType, Generated, Insertable, Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, fail } from '../../lib/reply';
import { AGENT_ID } from '../agent';
import { enqueuePush } from '../push';
import { recordAudit } from './audit';

/**
 * Notifications, banners and events: the agent's content that operators manage and the public
 * endpoints of the agent module show (active rows only). The three tables share their columns, so
 * one set of functions serves all three; the zod schema of each kind decides which fields arrive.
 */
export type ContentKind = 'notification' | 'banner' | 'event';

/** The columns any of the three tables may have; a kind's schema guarantees only its own are written. */
interface AnyContentTable {
  id: Generated<number>;
  agent_id: number;
  image: string;
  title: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, never, never>;
  starts_at: ColumnType<Date | null, string | null | undefined, string | null>;
  ends_at: ColumnType<Date | null, string | null | undefined, string | null>;
  type?: number;
  description?: string;
  link?: string;
}
type ContentDb = Kysely<Record<ContentKind, AnyContentTable>>;
const asContent = (db: Kysely<Database>) => db as unknown as ContentDb;

type ContentValues = {
  image?: string;
  title?: string;
  active?: boolean;
  sort?: number;
  type?: number;
  description?: string;
  link?: string;
  starts_at?: string | null;
  ends_at?: string | null;
};

type Row = { agent_id: number; created_at: Date; starts_at: Date | null; ends_at: Date | null } & Record<string, unknown>;
type ContentItem = (AdminNotification | AdminBanner | AdminEvent) & AdminContentPeriod;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toWire({ agent_id: _agent, created_at, starts_at, ends_at, ...rest }: Row): ContentItem {
  return { ...rest, created_at: created_at.toISOString(), starts_at: iso(starts_at), ends_at: iso(ends_at) } as ContentItem;
}

/** Every row of a kind, hidden ones included, by sort then id. */
export async function listContent(db: Db, kind: ContentKind) {
  const rows = await asContent(db).selectFrom(kind).selectAll().where('agent_id', '=', AGENT_ID).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => toWire(r as Row));
}

export async function createContent(
  db: Db,
  operatorId: number,
  kind: ContentKind,
  values: ContentValues & { image: string; title: string },
) {
  return db.transaction().execute(async (trx) => {
    const row = (await asContent(trx)
      .insertInto(kind)
      .values({ ...values, agent_id: AGENT_ID } satisfies Insertable<AnyContentTable>)
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    await recordAudit(trx, operatorId, `${kind}.create`, `${kind}:${row.id}`, { values });
    // A new notice shown now is pushed to every member once (docs/push.md "Announcements").
    if (
      kind === 'notification' &&
      row.active &&
      !(row.starts_at && row.starts_at > new Date()) &&
      !(row.ends_at && row.ends_at <= new Date())
    )
      await enqueuePush(trx, { kind: 'announcement', noticeId: row.id as number });
    return toWire(row);
  });
}

export async function updateContent(db: Db, operatorId: number, kind: ContentKind, id: number, patch: ContentValues) {
  return db.transaction().execute(async (trx) => {
    const c = asContent(trx);
    const before = (await c.selectFrom(kind).selectAll().where('id', '=', id).where('agent_id', '=', AGENT_ID).executeTakeFirst()) as
      | Row
      | undefined;
    if (!before) fail(Errors.NOT_FOUND);
    // One bound may change alone: the period it makes with the other must still run forwards.
    const starts = patch.starts_at !== undefined ? patch.starts_at : iso(before.starts_at);
    const ends = patch.ends_at !== undefined ? patch.ends_at : iso(before.ends_at);
    if (starts && ends && Date.parse(ends) <= Date.parse(starts))
      throw new AppError(Errors.VALIDATION, { fields: { ends_at: PERIOD_ORDER_MESSAGE } }, PERIOD_ORDER_MESSAGE);
    const row = (await c.updateTable(kind).set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow()) as Row;
    // The audit keeps what each changed field was and became.
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [k, v] of Object.entries(patch)) {
      const was = before[k] instanceof Date ? (before[k] as Date).toISOString() : before[k];
      const now = (k === 'starts_at' || k === 'ends_at') && typeof v === 'string' ? new Date(v).toISOString() : v;
      if (v !== undefined && was !== now) changes[k] = { from: was, to: now };
    }
    await recordAudit(trx, operatorId, `${kind}.update`, `${kind}:${id}`, { changes });
    return toWire(row);
  });
}

export async function deleteContent(db: Db, operatorId: number, kind: ContentKind, id: number) {
  await db.transaction().execute(async (trx) => {
    const row = (await asContent(trx)
      .deleteFrom(kind)
      .where('id', '=', id)
      .where('agent_id', '=', AGENT_ID)
      .returningAll()
      .executeTakeFirst()) as Row | undefined;
    if (!row) fail(Errors.NOT_FOUND);
    await recordAudit(trx, operatorId, `${kind}.delete`, `${kind}:${id}`, { deleted: toWire(row) });
  });
}

/**
 * Pushes an active notice to every member who takes pushes, or to those at `vipMin` or above (once
 * per notice and device: docs/push.md "Announcements"), audited in the same transaction.
 */
export async function announceNotice(db: Db, operatorId: number, noticeId: number, vipMin: number | undefined): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const notice = await trx
      .selectFrom('notification')
      .select('id')
      .where('id', '=', noticeId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!notice) fail(Errors.PUSH_NOTICE_NOT_FOUND);
    const queued = await enqueuePush(trx, { kind: 'announcement', noticeId, vipMin });
    await recordAudit(trx, operatorId, 'notification.push', `notification:${noticeId}`, { vip_min: vipMin ?? null, queued });
    return queued;
  });
}
