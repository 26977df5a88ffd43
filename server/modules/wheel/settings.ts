import { WheelSettings } from '@contract/admin-wheel';
import type { Db } from '../../db';
import type { StoredSlot } from './tables';
import './tables';

/**
 * The wheel's settings and board (docs/engagement.md "Settings", "Board"). Both are read on
 * every spin, so each is reused for CACHE_MS per database handle: a save on this node is seen at once
 * (the generation moves), another node's within CACHE_MS. Board versions never change once saved, so
 * a version read for a proof or a history line is kept.
 */
export const DEFAULT_WHEEL_SETTINGS: WheelSettings = {
  enabled: true,
  free_min_deposit: 300,
  free_spins_per_day: 1,
  point_cost: 100,
  point_daily_cap: 20,
};

const CACHE_MS = 2_000;
let generation = 0;

export type SettingsWithMeta = { settings: WheelSettings; saved: { at: Date; by: number | null } | null };
const settingsCache = new WeakMap<Db, { at: number; generation: number; value: SettingsWithMeta }>();

export async function wheelSettingsWithMeta(db: Db): Promise<SettingsWithMeta> {
  const hit = settingsCache.get(db);
  if (hit && hit.generation === generation && Date.now() - hit.at < CACHE_MS) return hit.value;
  const g = generation;
  const row = await db.selectFrom('wheel_setting').select(['value', 'updated_at', 'updated_by']).where('id', '=', 1).executeTakeFirst();
  const parsed = row ? WheelSettings.safeParse(row.value) : undefined;
  // A saved value that no longer parses (the contract changed) falls back to the defaults.
  const value: SettingsWithMeta =
    row && parsed?.success
      ? { settings: parsed.data, saved: { at: row.updated_at, by: row.updated_by } }
      : { settings: { ...DEFAULT_WHEEL_SETTINGS }, saved: null };
  if (!db.isTransaction) settingsCache.set(db, { at: Date.now(), generation: g, value });
  return value;
}

export async function wheelSettings(db: Db): Promise<WheelSettings> {
  return (await wheelSettingsWithMeta(db)).settings;
}

/** Saves the settings whole (already parsed by the contract). Call it in the audit's transaction, then wheelChanged(). */
export async function saveWheelSettings(trx: Db, value: WheelSettings, operatorId: number | null, now = new Date()): Promise<void> {
  const json = JSON.stringify(value);
  await trx
    .insertInto('wheel_setting')
    .values({ id: 1, value: json, updated_by: operatorId, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value: json, updated_by: operatorId, updated_at: now }))
    .execute();
  if (!trx.isTransaction) wheelChanged();
}

/** This node forgets the settings and board it read: the next read is fresh. */
export function wheelChanged(): void {
  generation++;
}

export type Board = {
  version: number;
  slots: StoredSlot[];
  probabilities: number[];
  createdAt: Date;
  createdBy: number | null;
};

const boardCache = new WeakMap<Db, { at: number; generation: number; value: Board | null }>();
const versionCache = new WeakMap<Db, Map<number, Board>>();

const boardOf = (r: { version: number; slots: StoredSlot[]; created_at: Date; created_by: number | null }): Board => ({
  version: r.version,
  slots: r.slots,
  probabilities: r.slots.map((s) => s.probability),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

/** The board in force (the highest version), or null before the first save. */
export async function currentBoard(db: Db): Promise<Board | null> {
  const hit = boardCache.get(db);
  if (hit && hit.generation === generation && Date.now() - hit.at < CACHE_MS) return hit.value;
  const g = generation;
  const row = await db
    .selectFrom('wheel_board')
    .select(['version', 'slots', 'created_at', 'created_by'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const value = row ? boardOf(row) : null;
  if (!db.isTransaction) boardCache.set(db, { at: Date.now(), generation: g, value });
  return value;
}

/** A board version (kept once read: versions never change), or undefined when there is none. */
export async function boardVersion(db: Db, version: number): Promise<Board | undefined> {
  let versions = versionCache.get(db);
  const hit = versions?.get(version);
  if (hit) return hit;
  const row = await db
    .selectFrom('wheel_board')
    .select(['version', 'slots', 'created_at', 'created_by'])
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return undefined;
  const board = boardOf(row);
  if (!db.isTransaction) {
    if (!versions) {
      versions = new Map();
      versionCache.set(db, versions);
    }
    if (versions.size > 200) versions.clear();
    versions.set(version, board);
  }
  return board;
}

/** Saves a new version of the board (already parsed by the contract). Call it in the audit's transaction, then wheelChanged(). */
export async function saveBoard(trx: Db, slots: StoredSlot[], operatorId: number | null, now = new Date()): Promise<number> {
  const row = await trx
    .insertInto('wheel_board')
    .values({ slots: JSON.stringify(slots), created_by: operatorId, created_at: now })
    .returning('version')
    .executeTakeFirstOrThrow();
  if (!trx.isTransaction) wheelChanged();
  return row.version;
}
