import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import type { CustomTypesConfig } from 'pg';
import type { DbConfig } from '../config';
import { prepareDataDir } from './data-dir';
import { migrations } from './migrations';
import { pgliteAssets } from './pglite-assets';
import { PGliteDialect } from './pglite-dialect';
import { preparedStatementsPool } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbHandle = { db: Db; engine: 'pglite' | 'postgres'; close: () => Promise<void> };

const INT8 = 20;
const DATE = 1082;
/** Both engines answer bigint as a JS number (satang stays far below 2^53) and date as 'YYYY-MM-DD'. */
const toNumber = (v: string) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${v} is beyond safe integers`);
  return n;
};
const asText = (v: string) => v;

export async function openDatabase(config: DbConfig, schema?: string): Promise<DbHandle> {
  if (config.url) {
    // Loaded only for PostgreSQL: an embedded start has no use for it (docs/startup.md).
    const { default: pg } = await import('pg');
    const types = {
      getTypeParser: (oid: number, format?: string) => {
        if (oid === INT8) return toNumber;
        if (oid === DATE) return asText;
        return (pg.types.getTypeParser as (o: number, f?: string) => (v: string) => unknown)(oid, format);
      },
    };
    const pool = new pg.Pool({
      connectionString: config.url,
      // Ten: more connections than that only queue in PostgreSQL on a small machine (bench/games.ts
      // on 2 cores: CPU per spin 1.0 ms at 10, 1.1-1.2 ms at 20). PG_POOL_MAX for a bigger server.
      max: config.poolMax,
      types: types as CustomTypesConfig,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    if (schema) {
      const c = await pool.connect();
      try {
        await c.query(`create schema if not exists ${schema}`);
      } finally {
        c.release();
      }
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementsPool(pool) }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const inMemory = config.dataDir === 'memory://';
  const lite = new PGlite(inMemory ? undefined : config.dataDir, {
    loadDataDir: inMemory ? undefined : await prepareDataDir(config.dataDir, config.pgliteTemplate),
    ...(await pgliteAssets()),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(lite, { [INT8]: toNumber, [DATE]: asText }) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}

export async function migrate(db: Db): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which: name the current one, so
  // a suite (or bench) migrating its own schema at the same moment is not mistaken for this one.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  if (await upToDate(db, rows[0].schema)) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: rows[0].schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/**
 * True when exactly this build's migrations are recorded, so the Migrator (its lock table, lock and
 * introspection: a few hundred ms on PGlite at every start) has nothing to do. Anything else (a new
 * database, a pending or an unknown migration) goes through the Migrator, which applies or refuses.
 */
async function upToDate(db: Db, schema: string): Promise<boolean> {
  const { rows: table } = await sql<{ ok: boolean }>`select to_regclass(${`${schema}.kysely_migration`}) is not null as ok`.execute(db);
  if (!table[0]?.ok) return false;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db);
  const names = Object.keys(migrations);
  const done = new Set(rows.map((r) => r.name));
  return rows.length === names.length && names.every((n) => done.has(n));
}
