import type { Db } from '../../db';
import { DEFAULT_POINTS_SETTINGS } from './settings';
import './tables';

/** The demo's points settings: the defaults written once (an operator's later save is kept). Safe at every start. */
export async function seedDemoPoints(db: Db): Promise<void> {
  await db
    .insertInto('points_setting')
    .values({ id: 1, value: JSON.stringify(DEFAULT_POINTS_SETTINGS), updated_by: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
