import type { Db } from '../../db';

/** The demo's shop data, safe to run at every start: issue 17 fills this in. */
export async function seedDemoShop(_db: Db): Promise<void> {}
