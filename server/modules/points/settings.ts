import { PointsSettings } from '@contract/admin-points';
import type { Db } from '../../db';
import './tables';

/**
 * Earning rates and VIP thresholds (docs/engagement.md "Settings"): one row, or these defaults.
 * Points per 100 baht staked: slot, fishing, sport, free-spin buys and lotto 1, casino 0.5 (its
 * turnover comes cheaper). VIP Gold from 5,000 baht of deposits or 50,000 of turnover in 30 days,
 * VIP Hero from 50,000 or 500,000.
 */
export const DEFAULT_POINTS_SETTINGS: PointsSettings = {
  enabled: true,
  rates: { slot: 1, casino: 0.5, fishing: 1, sport: 1, freespin: 1, lotto: 1 },
  vip: { gold: { deposits: 5_000, turnover: 50_000 }, hero: { deposits: 50_000, turnover: 500_000 } },
};

export type SavedPoints = { settings: PointsSettings; updatedAt: Date | null; updatedBy: number | null };

/** The settings row as saved (a row that no longer parses falls back to the defaults), and who saved it. */
export async function pointsSettingsWithMeta(db: Db): Promise<SavedPoints> {
  const row = await db.selectFrom('points_setting').select(['value', 'updated_at', 'updated_by']).where('id', '=', 1).executeTakeFirst();
  const parsed = row ? PointsSettings.safeParse(row.value) : undefined;
  if (!row || !parsed?.success) return { settings: structuredClone(DEFAULT_POINTS_SETTINGS), updatedAt: null, updatedBy: null };
  return { settings: parsed.data, updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/** Pages read the settings on every call: a couple of seconds' reuse per handle; a save on this node is seen at once. */
const CACHE_MS = 2_000;
let generation = 0;
const cache = new WeakMap<Db, { at: number; generation: number; settings: PointsSettings }>();

export async function pointsSettings(db: Db): Promise<PointsSettings> {
  const hit = cache.get(db);
  if (hit && hit.generation === generation && Date.now() - hit.at < CACHE_MS) return hit.settings;
  const { settings } = await pointsSettingsWithMeta(db);
  if (!db.isTransaction) cache.set(db, { at: Date.now(), generation, settings });
  return settings;
}

/** Saves the whole settings (already parsed by the contract). Call it in the audit's transaction, then pointsSettingsChanged. */
export async function savePointsSettings(trx: Db, settings: PointsSettings, operatorId: number | null, now = new Date()): Promise<void> {
  const value = JSON.stringify(settings);
  await trx
    .insertInto('points_setting')
    .values({ id: 1, value, updated_by: operatorId, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value, updated_by: operatorId, updated_at: now }))
    .execute();
  if (!trx.isTransaction) pointsSettingsChanged();
}

/** This node forgets the settings it read. */
export function pointsSettingsChanged(): void {
  generation++;
}

/** A rate (points per 100 baht, 2 decimals) as hundredths of a point per 100 baht: units = floor(stake_satang x r / 10,000). */
export const rateUnits = (pointsPer100: number): number => Math.round(pointsPer100 * 100);

/** The rates as (product, r) rows with r > 0. */
export function rateRows(s: PointsSettings): { product: string; r: number }[] {
  return Object.entries(s.rates)
    .map(([product, rate]) => ({ product, r: rateUnits(rate ?? 0) }))
    .filter((x) => x.r > 0);
}

/** A level's thresholds in satang (0: that way is not used). */
export function thresholdsSatang(s: PointsSettings) {
  const sat = (baht: number) => Math.round(baht * 100);
  return {
    gold: { deposits: sat(s.vip.gold.deposits), turnover: sat(s.vip.gold.turnover) },
    hero: { deposits: sat(s.vip.hero.deposits), turnover: sat(s.vip.hero.turnover) },
  };
}

/** The level deposits and turnover (satang) reach. */
export function levelOf(s: PointsSettings, deposits: number, turnover: number): number {
  const t = thresholdsSatang(s);
  const reaches = (x: { deposits: number; turnover: number }) =>
    (x.deposits > 0 && deposits >= x.deposits) || (x.turnover > 0 && turnover >= x.turnover);
  if (reaches(t.hero)) return 2;
  if (reaches(t.gold)) return 1;
  return 0;
}
