// Time from `npm start` (already built) to the first 200 on /api/health. Target: 5 s.
// Cold = a fresh data directory (migrations and demo seed run); warm = the same directory again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needsBuild } from '../scripts/sources.mjs';

const TARGET_MS = 5000;
const RUNS = Number(process.env.RUNS ?? 3);

if (needsBuild()) spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

async function once(dataDir, port) {
  const t0 = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
    if (performance.now() - t0 > 60_000) throw new Error('no answer in 60 s');
  }
  const ms = performance.now() - t0;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  cold.push(await once(dir, 3900 + i));
  warm.push(await once(dir, 3950 + i));
  rmSync(dir, { recursive: true, force: true });
}
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `startup cold (fresh data dir): median ${fmt(median(cold))} [${cold.map(fmt).join(', ')}] target ${fmt(TARGET_MS)} ${median(cold) <= TARGET_MS ? 'OK' : 'OVER'}`,
);
console.log(
  `startup warm (existing data):  median ${fmt(median(warm))} [${warm.map(fmt).join(', ')}] target ${fmt(TARGET_MS)} ${median(warm) <= TARGET_MS ? 'OK' : 'OVER'}`,
);
