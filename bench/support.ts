// What the database benchmarks (ledger, games, lotto) share: where PostgreSQL is, the figure
// formats, and running one bench on each engine asked for (BENCH_ENGINES) in a schema of its own.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../server/db';

export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Figures = { perSecond: number; p50: number; p99: number; n: number };

export const fmtRate = (x: number) => Math.round(x).toLocaleString('en-US').padStart(6);
export const fmtMs = (x: number) => `${x.toFixed(1).padStart(5)} ms`;
export const line = (f: Figures) => `${fmtRate(f.perSecond)}/s  p50 ${fmtMs(f.p50)}  p99 ${fmtMs(f.p99)}`;

async function pgAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

type Engine = 'pglite' | 'postgres';
/**
 * Runs `bench` on PGlite (in memory) and on PostgreSQL (a fresh schema, dropped after) as
 * BENCH_ENGINES asks (default `defaults`). `other` is a second pool on the same database, standing
 * in for a second server process. Sets a failing exit code when a bench answers false or throws.
 */
export async function onEngines(
  name: string,
  bench: (engine: Engine, handle: DbHandle, other: DbHandle) => Promise<boolean>,
  defaults = 'pglite,postgres',
): Promise<void> {
  const engines = (process.env.BENCH_ENGINES ?? defaults).split(',');
  let sound = true;
  const run = async (engine: Engine, handle: DbHandle, other: DbHandle) => {
    try {
      sound = (await bench(engine, handle, other)) && sound;
    } catch (e) {
      console.log(`${engine.padEnd(8)} FAILED: ${(e as Error).message}`);
      sound = false;
    }
  };
  if (engines.includes('pglite')) {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    try {
      await run('pglite', handle, handle);
    } finally {
      await handle.close();
    }
  }
  if (engines.includes('postgres')) {
    if (await pgAnswers()) {
      const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
      const handle = await openDatabase({ databaseUrl: PG_URL, dataDir: '' }, schema);
      const other = await openDatabase({ databaseUrl: PG_URL, dataDir: '' }, schema);
      try {
        await run('postgres', handle, other);
      } finally {
        await other.close();
        await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
        await handle.close();
      }
    } else console.log(`postgres not reachable at ${PG_URL}: skipped`);
  }
  if (!sound) process.exitCode = 1;
}
