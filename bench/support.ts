// What the database benchmarks (ledger, games, lotto) share: where PostgreSQL is, the figure
// formats, and running one bench on each engine asked for (BENCH_ENGINES) in a schema of its own.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { type Db, type DbHandle, openDatabase } from '../server/db';
import { houseAccountId, inTransaction, openMemberAccounts, postHouseTransfers } from '../server/modules/ledger';

const SEED_BATCH = 5_000;

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
    const handle = await openDatabase(loadConfig({ DATA_DIR: 'memory://' }).db);
    try {
      await run('pglite', handle, handle);
    } finally {
      await handle.close();
    }
  }
  if (engines.includes('postgres')) {
    if (await pgAnswers()) {
      const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
      const db = loadConfig({ DATABASE_URL: PG_URL }).db;
      const handle = await openDatabase(db, schema);
      const other = await openDatabase(db, schema);
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

// CPU per operation: this process plus, on PostgreSQL, the server processes serving it (found by
// application name). It does not depend on what else runs on the machine: 2 cores / CPU per
// operation bounds what an idle 2-core machine could do without lock waits.
let appName = '';
/** Names this bench's PostgreSQL connections, so their CPU can be read: call before any pool opens. */
export function nameConnections(name: string): void {
  appName = name;
  process.env.PGAPPNAME = name;
}

const TICK_MS = 10; // Linux clock ticks (USER_HZ 100)
type CpuReading = { node: number; server: Map<number, number> };

/** CPU so far (ms) of this process and (db given: PostgreSQL) ticks of each server process serving it, by pid. */
export async function cpuNow(db: Db | null): Promise<CpuReading> {
  const own = process.cpuUsage();
  const server = new Map<number, number>();
  if (db) {
    const pids = await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${appName}`.execute(db);
    for (const { pid } of pids.rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        server.set(pid, Number(fields[11]) + Number(fields[12])); // utime, stime
      } catch {
        // a backend that has just ended, or a server on another machine
      }
    }
  }
  return { node: (own.user + own.system) / 1000, server };
}

/** CPU ms per operation between two readings (server backends that ended between them are lost, new ones count whole). */
export function cpuPer(a: CpuReading, b: CpuReading, operations: number): { cpuMs: number; nodeMs: number } {
  let ticks = 0;
  for (const [pid, t] of b.server) ticks += t - (a.server.get(pid) ?? 0);
  const nodeMs = (b.node - a.node) / operations;
  return { nodeMs, cpuMs: nodeMs + (ticks * TICK_MS) / operations };
}

/**
 * n bench members with a main wallet funded with `funds` satang each, in bulk (no argon2: they never
 * sign in): their accounts opened and funded by the ledger (a deposit from the house cash account
 * each, in batches), so verifyLedger holds afterwards. `tag` keeps phones and referral codes apart between benches and runs. Answers
 * the members and their wallets in member id order.
 */
export async function fundedMembers(
  db: Db,
  n: number,
  funds: number,
  tag: { phonePrefix: string; name: string; referral: string },
): Promise<{ memberId: number; accountId: number }[]> {
  const hash = `bench-no-login:${tag.referral}`;
  await sql`
    insert into member (agent_id, phone, password_hash, first_name, last_name, date_of_birth, referral_code)
    select 1, ${tag.phonePrefix} || lpad(g::text, ${10 - tag.phonePrefix.length}::int, '0'), ${hash}, 'เบนช์', ${tag.name} || g,
           date '1990-01-01', ${tag.referral} || g
      from generate_series(1, ${n}::int) g`.execute(db);
  const ids = await sql<{ id: number }>`select id from member where password_hash = ${hash} order by id`.execute(db);
  const memberIds = ids.rows.map((r) => r.id);
  const wallets = await openMemberAccounts(db, memberIds);
  const members = memberIds.map((memberId, k) => ({ memberId, accountId: wallets[k] }));
  const cash = await houseAccountId(db, 'cash');
  // Funded through the ledger's batch, a few thousand wallets a statement.
  for (let from = 0; from < members.length; from += SEED_BATCH) {
    const chunk = members.slice(from, from + SEED_BATCH);
    await inTransaction(db, (trx) =>
      postHouseTransfers(
        trx,
        'deposit',
        'THB',
        chunk.map((m) => ({
          key: `bench-seed:${m.accountId}`,
          debit: cash,
          credit: m.accountId,
          amount: funds,
          reference: tag.name,
          metadata: {},
        })),
      ),
    );
  }
  return members;
}
