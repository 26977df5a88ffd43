import type { AdminBanner, AdminEvent, AdminNotification } from '@contract/admin';
import { Errors } from '@contract/errors';
import type { ColumnType, Generated, Insertable, Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { AGENT_ID } from '../agent';
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
};

type Row = { agent_id: number; created_at: Date } & Record<string, unknown>;
type ContentItem = AdminNotification | AdminBanner | AdminEvent;

function toWire({ agent_id: _agent, created_at, ...rest }: Row): ContentItem {
  return { ...rest, created_at: created_at.toISOString() } as ContentItem;
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
    const row = (await c.updateTable(kind).set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow()) as Row;
    // The audit keeps what each changed field was and became.
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [k, v] of Object.entries(patch)) if (v !== undefined && before[k] !== v) changes[k] = { from: before[k], to: v };
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
