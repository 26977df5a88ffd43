import type { Db } from '../../db';

/** The demo's polls data, safe to run at every start: issue 17 fills this in. */
export async function seedDemoPolls(_db: Db): Promise<void> {}
