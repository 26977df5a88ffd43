import { sql } from 'kysely';
import type { Db } from '../../db';
import { AGENT_ID } from './service';

/**
 * The agent profile and the uploaded logos as the site-settings module edits them (docs/backoffice.md
 * "Site settings"). The agent module owns the rows; the settings module validates, audits and calls these.
 */

export type AgentProfileFields = {
  name: string;
  logo: string;
  line_id: string;
  line_contact_url: string;
  line_admin_url: string;
  phone: string;
  opening_text: string;
};

export type AgentProfileRow = AgentProfileFields & { code: string; config: unknown; profile_saved_at: Date | null };

const PROFILE_COLUMNS = [
  'code',
  'name',
  'logo',
  'line_id',
  'line_contact_url',
  'line_admin_url',
  'phone',
  'opening_text',
  'config',
  'profile_saved_at',
] as const;

/** The profile as saved; `lock` (inside a transaction) holds the row until it commits, so two saves never interleave. */
export async function agentProfile(db: Db, lock = false): Promise<AgentProfileRow> {
  let q = db.selectFrom('agent').select(PROFILE_COLUMNS).where('id', '=', AGENT_ID);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirstOrThrow();
}

/** Writes the profile's columns and marks it saved now (the doctor's "agent profile set"). */
export async function saveAgentProfile(trx: Db, fields: AgentProfileFields): Promise<void> {
  await trx
    .updateTable('agent')
    .set({ ...fields, profile_saved_at: sql<Date>`now()` })
    .where('id', '=', AGENT_ID)
    .execute();
}

/**
 * Replaces one top-level part of `agent.config` (`withdrawal`, `payments`), leaving the others as
 * they are. Read the row with `agentProfile(trx, true)` first in the same transaction.
 */
export async function saveAgentConfigPart(trx: Db, part: string, value: unknown): Promise<void> {
  const row = await trx.selectFrom('agent').select('config').where('id', '=', AGENT_ID).forUpdate().executeTakeFirstOrThrow();
  const current = row.config !== null && typeof row.config === 'object' ? (row.config as Record<string, unknown>) : {};
  await trx
    .updateTable('agent')
    .set({ config: JSON.stringify({ ...current, [part]: value }) })
    .where('id', '=', AGENT_ID)
    .execute();
}

export type BrandAsset = { hash: string; content_type: 'image/png' | 'image/svg+xml' | 'image/webp'; bytes: Buffer; size: number };

/** Stores an uploaded image under its content hash; the same bytes uploaded again keep the first row. */
export async function saveBrandAsset(db: Db, asset: BrandAsset): Promise<void> {
  await db
    .insertInto('brand_asset')
    .values({ hash: asset.hash, content_type: asset.content_type, bytes: asset.bytes, size: asset.size })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/** An uploaded image by its hash, or undefined. */
export async function brandAsset(db: Db, hash: string): Promise<BrandAsset | undefined> {
  const row = await db
    .selectFrom('brand_asset')
    .select(['hash', 'content_type', 'bytes', 'size'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row ? { ...row, bytes: Buffer.from(row.bytes) } : undefined;
}
