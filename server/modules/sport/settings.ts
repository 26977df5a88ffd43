import { SportSettings } from '@contract/sport';
import type { Db } from '../../db';
import './tables';

/**
 * The sportsbook's settings (docs/sport.md "Settings"), baht as the contract has them. Read on every
 * bet, so reused for CACHE_MS per database handle (as the wheel's are): a save on this node is seen
 * at once (the generation moves), another node's within CACHE_MS.
 */
export const DEFAULT_SPORT_SETTINGS: SportSettings = {
  enabled: true,
  min_stake: 10,
  max_stake: 50_000,
  max_single_payout: 500_000,
  max_parlay_payout: 200_000,
  max_fixture_stake: 100_000,
  max_open_stake: 300_000,
};

const CACHE_MS = 2_000;
let generation = 0;

export type SportSettingsWithMeta = { settings: SportSettings; saved: { at: Date; by: number | null } | null };
const cache = new WeakMap<Db, { at: number; generation: number; value: SportSettingsWithMeta }>();

export async function sportSettingsWithMeta(db: Db): Promise<SportSettingsWithMeta> {
  const hit = cache.get(db);
  if (hit && hit.generation === generation && Date.now() - hit.at < CACHE_MS) return hit.value;
  const g = generation;
  const row = await db.selectFrom('sport_setting').select(['value', 'updated_at', 'updated_by']).where('id', '=', 1).executeTakeFirst();
  const parsed = row ? SportSettings.safeParse(row.value) : undefined;
  // A saved value that no longer parses (the contract changed) falls back to the defaults.
  const value: SportSettingsWithMeta =
    row && parsed?.success
      ? { settings: parsed.data, saved: { at: row.updated_at, by: row.updated_by } }
      : { settings: { ...DEFAULT_SPORT_SETTINGS }, saved: null };
  if (!db.isTransaction) cache.set(db, { at: Date.now(), generation: g, value });
  return value;
}

export async function sportSettings(db: Db): Promise<SportSettings> {
  return (await sportSettingsWithMeta(db)).settings;
}

/** Saves the settings whole (already parsed by the contract). In the audit's transaction, call sportChanged() after it commits. */
export async function saveSportSettings(trx: Db, value: SportSettings, operatorId: number | null, now = new Date()): Promise<void> {
  const json = JSON.stringify(value);
  await trx
    .insertInto('sport_setting')
    .values({ id: 1, value: json, updated_by: operatorId, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value: json, updated_by: operatorId, updated_at: now }))
    .execute();
  if (!trx.isTransaction) sportChanged();
}

/** This node forgets the settings it read: the next read is fresh. */
export function sportChanged(): void {
  generation++;
}
