import type { Db } from '../../db';

/** The demo's quests data, safe to run at every start: issue 17 fills this in. */
export async function seedDemoQuests(_db: Db): Promise<void> {}
