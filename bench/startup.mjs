// Time from `npm start` (already built) to the first 200 on /api/health. Targets: 3 s from a fresh
// data directory (cold: the cluster template is copied, the demo data seeded), 2 s warm (the same
// directory again). Also when /api/ready first answers 200 (the demo data is in: until then every
// other request waits for it), and where the time went (docs/startup.md).
//
//   node bench/startup.mjs            3 cold and 3 warm starts, medians
//   RUNS=5 node bench/startup.mjs
//
// Other work on the machine slows every step: the load average and a CPU benchmark index (Lighthouse's
// computeBenchmarkIndex, run here in Node; bench/web.mjs prints Chromium's) are printed beside the figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { needsBuild } from '../scripts/sources.mjs';

const COLD_TARGET_MS = 3000;
const WARM_TARGET_MS = 2000;
const RUNS = Number(process.env.RUNS ?? 3);

if (needsBuild()) spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

async function poll(url, t0) {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - t0;
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
    if (performance.now() - t0 > 60_000) throw new Error(`no 200 from ${url} in 60 s`);
  }
}

async function once(dataDir, port) {
  const report = join(dataDir, '..', `startup-${port}.json`);
  const spawnedAt = performance.timeOrigin + performance.now();
  const t0 = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', STARTUP_REPORT: report },
    stdio: 'ignore',
    detached: true,
  });
  const health = await poll(`http://127.0.0.1:${port}/api/health`, t0);
  // Servers without /api/ready (before it existed) seeded before listening: ready = health.
  const ready =
    (await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 404 ? health : await poll(`http://127.0.0.1:${port}/api/ready`, t0);
  // Written by the server before /api/ready first answers 200; absent from a server that predates it.
  let marks;
  try {
    marks = JSON.parse(readFileSync(report, 'utf8'));
  } catch {}
  rmSync(report, { force: true });
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  // The server's marks are ms since its own process started; `npm` is the time before that (npm and its shell).
  const npm = marks ? marks.origin - spawnedAt : Number.NaN;
  return { health, ready, npm, marks };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const benchmarkIndex = Math.round(pageFunctions.computeBenchmarkIndex());
const loadBefore = load();
const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  const root = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const dir = join(root, 'data');
  cold.push(await once(dir, 3900 + i));
  warm.push(await once(dir, 3950 + i));
  rmSync(root, { recursive: true, force: true });
}

/** Step durations (ms) from the server's marks; steps it did not report (an older server) are left out. */
const STEPS = [
  ['npm + shell', (r) => r.npm],
  ['node start', (r) => r.marks?.node],
  ['module import', (r) => r.marks && r.marks.imported - r.marks.node],
  ['data dir (copy, overlaps import)', (r) => r.marks && r.marks.dataDir - r.marks.imported],
  ['PGlite open + migrations', (r) => r.marks && r.marks.migrated - r.marks.dataDir],
  ['build app', (r) => r.marks && r.marks.app - r.marks.migrated],
  ['listen', (r) => r.marks && r.marks.listening - r.marks.app],
  ['seed after listen', (r) => r.marks?.seeded && r.marks.seeded - r.marks.listening],
  ['server CPU to listen', (r) => r.marks?.cpuListening],
];

for (const [name, runs, target] of [
  ['cold (fresh data dir)', cold, COLD_TARGET_MS],
  ['warm (existing data)', warm, WARM_TARGET_MS],
]) {
  const h = runs.map((r) => r.health);
  const ready = runs.map((r) => r.ready);
  console.log(
    `startup ${name.padEnd(22)} health 200: median ${fmt(median(h))} [${h.map(fmt).join(', ')}] target ${fmt(target)} ${median(h) <= target ? 'OK' : 'OVER'}`,
  );
  console.log(`${''.padEnd(31)}ready 200:  median ${fmt(median(ready))} [${ready.map(fmt).join(', ')}] (demo data in)`);
  const parts = STEPS.map(([label, f]) => [label, runs.map(f).filter((x) => Number.isFinite(x))])
    .filter(([, xs]) => xs.length === runs.length)
    .map(([label, xs]) => `${label} ${Math.round(median(xs))}`);
  if (parts.length) console.log(`${''.padEnd(31)}median ms: ${parts.join(', ')}`);
}
console.log(`load average before ${loadBefore}, after ${load()}; CPU benchmark index (Node) ${benchmarkIndex}`);
