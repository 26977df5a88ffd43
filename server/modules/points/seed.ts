import type { Db } from '../../db';

/** The demo's points data, safe to run at every start: issue 17 fills this in. */
export async function seedDemoPoints(_db: Db): Promise<void> {}
