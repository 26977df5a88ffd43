import type { Db } from '../../db';

/** The demo's freespins data, safe to run at every start: issue 17 fills this in. */
export async function seedDemoFreeSpins(_db: Db): Promise<void> {}
