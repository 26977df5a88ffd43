import type { Db } from '../../db';
import { defaultSettings } from './settings';
import './tables';

/** The demo's free-spin settings row (the defaults), kept as it is once there: safe at every start. */
export async function seedDemoFreeSpins(db: Db): Promise<void> {
  const s = defaultSettings();
  await db
    .insertInto('free_spin_setting')
    .values({
      enabled: s.enabled,
      bet: s.bet,
      game_ids: s.gameIds,
      turnover_multiplier: s.turnoverMultiplier,
      requirement_days: s.requirementDays,
      max_win: s.maxWin,
      updated_by: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
