import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DbHandle, migrate, openDatabase } from '../db';
import { seedAgent } from '../seed';

/**
 * A configuration for tests: the defaults of NODE_ENV=test (not this process's environment), an
 * in-memory database or TEST_DATABASE_URL, no demo data. `over` replaces whole settings or sections.
 */
export function testConfig(over: Partial<Config> = {}): Config {
  const config = loadConfig({ NODE_ENV: 'test' });
  return {
    ...config,
    db: { ...config.db, url: process.env.TEST_DATABASE_URL || undefined, dataDir: 'memory://' },
    seedDemo: false,
    ...over,
  };
}

export type TestContext = { app: App; handle: DbHandle; config: Config; close: () => Promise<void> };

/**
 * A fresh app on a fresh database: in-memory PGlite, or (when TEST_DATABASE_URL is set) a private
 * schema on that PostgreSQL so test files can run side by side. Only the agent row is seeded.
 */
export async function createTestApp(over: Partial<Config> = {}): Promise<TestContext> {
  const config = testConfig(over);
  const schema = config.db.url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const handle = await openDatabase(config.db, schema);
  await migrate(handle.db);
  await seedAgent(handle.db, config);
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      if (schema) await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
      await handle.close();
    },
  };
}

/** The engine the suites run on, for test names. */
export const engineName = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
