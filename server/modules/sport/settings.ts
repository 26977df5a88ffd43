import { SportSettings } from '@contract/sport';
import type { Db } from '../../db';
import './tables';

/**
 * PROVISIONAL (feed branch only): the bets helper writes the real settings.ts (with its cache) under
 * these names; the lead keeps theirs at merge. Modelled on the wheel's settings: one row id 1,
 * the contract's defaults when none is saved or the saved one no longer parses.
 */
export const DEFAULT_SPORT_SETTINGS: SportSettings = {
  enabled: true,
  min_stake: 10,
  max_stake: 50_000,
  max_parlay_payout: 200_000,
  max_single_payout: 500_000,
  max_fixture_stake: 100_000,
  max_open_stake: 200_000,
};

export async function sportSettings(db: Db): Promise<SportSettings> {
  const row = await db.selectFrom('sport_setting').select('value').where('id', '=', 1).executeTakeFirst();
  const parsed = row ? SportSettings.safeParse(row.value) : undefined;
  return parsed?.success ? parsed.data : { ...DEFAULT_SPORT_SETTINGS };
}

/** Saves the settings whole (already parsed by the contract), in the caller's (audit's) transaction. */
export async function saveSportSettings(trx: Db, value: SportSettings, operatorId: number | null, now = new Date()): Promise<void> {
  const json = JSON.stringify(value);
  await trx
    .insertInto('sport_setting')
    .values({ id: 1, value: json, updated_by: operatorId, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value: json, updated_by: operatorId, updated_at: now }))
    .execute();
}
