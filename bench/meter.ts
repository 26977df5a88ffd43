// What the PostgreSQL job benchmarks (rewards, engagement) measure with: wall time, the CPU of this
// process plus the PostgreSQL backends serving it (by application_name) and their parallel workers,
// which does not depend on what else runs on the machine, and the peak of RSS and heap.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../server/db';

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

const TICK_MS = 10; // Linux clock ticks (USER_HZ 100)

function ticks(pid: number): number | null {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]); // utime, stime
  } catch {
    return null; // ended, or a server on another machine
  }
}

async function backends(db: Db, app: string): Promise<Map<number, number>> {
  const r = await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${app}`.execute(db);
  const m = new Map<number, number>();
  for (const { pid } of r.rows) {
    const t = ticks(pid);
    if (t !== null) m.set(pid, t);
  }
  return m;
}

/** PostgreSQL's parallel workers serving the given backends ("postgres: parallel worker for PID n"), with their ticks. */
function parallelWorkers(leaders: Set<number>, seen: Map<number, number>) {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return;
  }
  for (const p of pids) {
    try {
      if (readFileSync(`/proc/${p}/comm`, 'utf8').trim() !== 'postgres') continue;
      const m = /parallel worker for PID (\d+)/.exec(readFileSync(`/proc/${p}/cmdline`, 'utf8'));
      if (!m || !leaders.has(Number(m[1]))) continue;
      const t = ticks(Number(p));
      if (t !== null) seen.set(Number(p), Math.max(seen.get(Number(p)) ?? 0, t));
    } catch {
      // gone meanwhile
    }
  }
}

export type Metered = { seconds: number; cpuMs: number; nodeMs: number; pgMs: number; workers: number; rss: number; heap: number };

/**
 * Runs `work`, measuring its wall time, CPU (this process, this bench's backends and their parallel
 * workers, sampled every 50 ms: a worker shorter than that is missed) and the peak of RSS and heap over
 * their level before it.
 */
export async function metered<T>(db: Db, app: string, work: () => Promise<T>): Promise<[T, Metered]> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = await backends(db, app);
  const mem0 = process.memoryUsage();
  let rss = mem0.rss;
  let heap = mem0.heapUsed;
  const workers = new Map<number, number>();
  const leaders = new Set(before.keys());
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
    parallelWorkers(leaders, workers);
  }, 50);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let out: T;
  try {
    out = await work();
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const m = process.memoryUsage();
  rss = Math.max(rss, m.rss);
  heap = Math.max(heap, m.heapUsed);
  const after = await backends(db, app);
  let t = 0;
  for (const [pid, v] of after) t += v - (before.get(pid) ?? 0);
  for (const v of workers.values()) t += v;
  const nodeMs = (cpu.user + cpu.system) / 1000;
  const pgMs = t * TICK_MS;
  return [out, { seconds, nodeMs, pgMs, cpuMs: nodeMs + pgMs, workers: workers.size, rss: rss - mem0.rss, heap: heap - mem0.heapUsed }];
}

export const cpuText = (m: Metered, per = 1) =>
  `CPU ${per === 1 ? `${(m.cpuMs / 1000).toFixed(2)} s` : `${(m.cpuMs / per).toFixed(2)} ms each`}` +
  ` (node ${per === 1 ? `${(m.nodeMs / 1000).toFixed(2)} s` : `${(m.nodeMs / per).toFixed(2)} ms`}, PostgreSQL ${per === 1 ? `${(m.pgMs / 1000).toFixed(2)} s` : `${(m.pgMs / per).toFixed(2)} ms`}` +
  `${m.workers ? `, ${m.workers} parallel workers` : ''})`;
export const memText = (m: Metered, limitMb: number) =>
  `memory RSS +${mb(m.rss)}, heap +${mb(m.heap)} (flat < ${limitMb} MB: ${m.rss < limitMb * 1_048_576 ? 'OK' : 'MISSED'})`;
export const say = (label: string, text: string) => console.log(`${label.padEnd(40)} ${text}`);

/** The p-quantile of sorted latencies. */
export function pct(sorted: Float64Array, p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** Whether PostgreSQL answers at `url` (benches on it skip otherwise). */
export async function pgReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}
