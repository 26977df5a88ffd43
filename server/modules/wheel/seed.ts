import type { Db } from '../../db';

/** The demo's wheel data, safe to run at every start: issue 17 fills this in. */
export async function seedDemoWheel(_db: Db): Promise<void> {}
