import {
  AffiliateSettings,
  DailyRewardSettings,
  REWARD_SETTING_NAMES,
  type RewardSettingName,
  type RewardSettings,
  WinlossSettings,
} from '@contract/rewards';
import type { Db } from '../../db';
import './tables';

/**
 * Every percent, minimum, maximum, tier and expiry of the rewards (docs/rewards.md "Settings"). What an
 * operator saved is one row per group; a group never saved uses these defaults, the levels Thai sites
 * commonly run: cashback 5-10 % of the day's loss, commission 0.3-0.7 % of turnover, the weekly refund
 * 5 % from 1,000 baht and 10 % from 10,000, affiliate 0.2-0.5 % of the friends' turnover (level 2 a fifth).
 */
export const DEFAULT_REWARD_SETTINGS: RewardSettings = {
  cashback: {
    enabled: true,
    rates: {
      slot: [5, 7, 10],
      casino: [5, 7, 10],
      fishing: [5, 7, 10],
      sport: [3, 5, 7],
      freespin: [5, 7, 10],
      lotto: [3, 4, 5],
    },
    minimum: 100,
    max_per_day: 10_000,
    claim_days: 7,
    turnover_multiplier: 1,
  },
  commission: {
    enabled: true,
    rates: {
      slot: [0.5, 0.6, 0.7],
      casino: [0.3, 0.4, 0.5],
      fishing: [0.5, 0.6, 0.7],
      sport: [0.3, 0.4, 0.5],
      freespin: [0.5, 0.6, 0.7],
    },
    minimum: 1_000,
    max_per_day: 5_000,
    claim_days: 7,
    turnover_multiplier: 0,
  },
  winloss: {
    enabled: true,
    tiers: [
      { min_loss: 1_000, percent: 5 },
      { min_loss: 10_000, percent: 10 },
    ],
    include_lotto: false,
    max_per_week: 50_000,
    claim_days: 7,
    turnover_multiplier: 1,
  },
  affiliate: {
    enabled: true,
    basis: 'turnover',
    level1: { slot: 0.3, casino: 0.2, fishing: 0.3, sport: 0.2, freespin: 0.3, lotto: 0.5 },
    level2: { slot: 0.06, casino: 0.04, fishing: 0.06, sport: 0.04, freespin: 0.06, lotto: 0.1 },
    min_redeem: 100,
    max_per_day: 0,
    turnover_multiplier: 0,
  },
};

const SCHEMAS = { cashback: DailyRewardSettings, commission: DailyRewardSettings, winloss: WinlossSettings, affiliate: AffiliateSettings };

export type SavedSetting = { at: Date; by: number | null };

/**
 * The settings in force: each group as saved, or its default. A saved group that no longer parses (the
 * contract changed) falls back to the default rather than paying by a rule nobody can read.
 */
export async function rewardSettings(db: Db): Promise<RewardSettings> {
  const hit = cache.get(db);
  if (hit && hit.generation === generation && Date.now() - hit.at < CACHE_MS) return hit.settings;
  const { settings } = await rewardSettingsWithMeta(db);
  if (!db.isTransaction) cache.set(db, { at: Date.now(), generation, settings });
  return settings;
}

/**
 * Claims and pages read the settings on every call; a second's reuse per database handle saves the
 * read. A save on this node is seen at once (the generation moves); another node's within CACHE_MS.
 */
const CACHE_MS = 2_000;
let generation = 0;
const cache = new WeakMap<Db, { at: number; generation: number; settings: RewardSettings }>();

export async function rewardSettingsWithMeta(
  db: Db,
): Promise<{ settings: RewardSettings; saved: Partial<Record<RewardSettingName, SavedSetting>> }> {
  const rows = await db.selectFrom('reward_setting').select(['name', 'value', 'updated_at', 'updated_by']).execute();
  const settings = structuredClone(DEFAULT_REWARD_SETTINGS) as Record<RewardSettingName, unknown>;
  const saved: Partial<Record<RewardSettingName, SavedSetting>> = {};
  for (const r of rows) {
    const parsed = SCHEMAS[r.name].safeParse(r.value);
    if (!parsed.success) continue;
    settings[r.name] = parsed.data;
    saved[r.name] = { at: r.updated_at, by: r.updated_by };
  }
  return { settings: settings as RewardSettings, saved };
}

/** Saves the groups given (each whole, already parsed by the contract). Call it in the audit's transaction. */
export async function saveRewardSettings(
  trx: Db,
  groups: Partial<RewardSettings>,
  operatorId: number | null,
  now = new Date(),
): Promise<void> {
  for (const name of REWARD_SETTING_NAMES) {
    const value = groups[name];
    if (value === undefined) continue;
    await trx
      .insertInto('reward_setting')
      .values({ name, value: JSON.stringify(value), updated_by: operatorId, updated_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: JSON.stringify(value), updated_by: operatorId, updated_at: now }))
      .execute();
  }
  // In a transaction the caller calls rewardSettingsChanged after its commit (read before it, the old values would be cached again).
  if (!trx.isTransaction) rewardSettingsChanged();
}

/** This node forgets the settings it read: the next read is fresh. */
export function rewardSettingsChanged(): void {
  generation++;
}

/** A wire percent (5, 0.3) as basis points; amounts are floor(base x bp / 10,000) per product. */
export const percentBp = (percent: number): number => Math.round(percent * 100);
