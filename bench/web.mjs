// The member site as a phone sees it: Lighthouse (mobile emulation, simulated slow 4G and a 4x
// slower CPU) on /, /slot, /lotto/results and /sport served by `npm start`, in Debian's Chromium, plus the
// gzipped JavaScript and CSS that `/` loads. Targets: performance 90, accessibility 95, best
// practices 95; 200 KB of JS for `/`.
//
//   node bench/web.mjs              3 runs a page, the median performance run is reported
//   RUNS=1 node bench/web.mjs       a quick look
//   PAGES=/,/slot node bench/web.mjs
//   LHR_DIR=/tmp/lhr node bench/web.mjs   also writes each run's Lighthouse JSON there
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfNeeded } from '../scripts/sources.mjs';

const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 };
const JS_TARGET_KB = 200;
const PAGES = (process.env.PAGES ?? '/,/slot,/lotto/results,/sport').split(',');
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const PORT = Number(process.env.BENCH_PORT ?? 3993);
// chrome-launcher reads CHROME_PATH; nothing here downloads a browser.
process.env.CHROME_PATH ??= '/usr/bin/chromium';

const built = buildIfNeeded();
if (built !== 0) process.exit(built);

// `npm start` (scripts/start.mjs) with a throwaway embedded database and the demo data.
const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: '0' },
  stdio: 'ignore',
});
const origin = `http://localhost:${PORT}`;
const stopServer = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {}
  if (server.exitCode !== null || Date.now() > deadline) {
    console.error('the server did not start');
    stopServer();
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 100));
}

/** One Lighthouse run in a fresh Chromium profile (a first visit: no service worker, no cache). */
async function audit(path) {
  const chrome = await chromeLauncher.launch({
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const ms = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
const rows = [];
let home;
for (const path of PAGES) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(path));
  if (process.env.LHR_DIR) {
    mkdirSync(process.env.LHR_DIR, { recursive: true });
    const name = path.replace(/\W+/g, '_') || '_';
    for (const [i, lhr] of runs.entries()) writeFileSync(join(process.env.LHR_DIR, `${name}-${i + 1}.json`), JSON.stringify(lhr));
  }
  // Lighthouse's own advice for noisy machines: report the median run by performance.
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const lhr = runs[Math.floor(runs.length / 2)];
  if (path === '/') home = lhr;
  rows.push({ path, lhr, perfRuns: runs.map((r) => score(r, 'performance')) });
}

// The scripts and styles `/` loaded (Lighthouse's network log), gzipped here at level 9 the way a
// compressing proxy or CDN would send them.
const requests = home?.audits['network-requests']?.details?.items ?? [];
const sizes = { Script: [], Stylesheet: [] };
for (const req of requests) {
  if (!(req.resourceType in sizes) || !req.url.startsWith(origin)) continue;
  const body = Buffer.from(await (await fetch(req.url)).arrayBuffer());
  sizes[req.resourceType].push({ url: new URL(req.url).pathname, raw: body.length, gz: gzipSync(body, { level: 9 }).length });
}
stopServer();

const kb = (n) => (n / 1024).toFixed(1);
const verdict = (ok) => (ok ? 'OK' : 'UNDER TARGET');
console.log(`Lighthouse ${home?.lighthouseVersion ?? ''}, mobile emulation, ${RUNS} run(s) a page (median by performance)`);
for (const { path, lhr, perfRuns } of rows) {
  const cats = Object.entries(TARGETS)
    .map(([id, target]) => `${id} ${score(lhr, id)}/${target} ${verdict(score(lhr, id) >= target)}`)
    .join(', ');
  console.log(`${path.padEnd(15)} ${cats}`);
  console.log(
    `${''.padEnd(15)} FCP ${(ms(lhr, 'first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(ms(lhr, 'largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${Math.round(ms(lhr, 'total-blocking-time'))} ms, CLS ${ms(lhr, 'cumulative-layout-shift').toFixed(3)}, SI ${(ms(lhr, 'speed-index') / 1000).toFixed(1)} s; performance runs ${perfRuns.join(' ')}; CPU benchmark index ${Math.round(lhr.environment?.benchmarkIndex ?? 0)} (a busy machine scores low, and its TBT grows)`,
  );
  for (const id of Object.keys(TARGETS)) {
    if (score(lhr, id) >= TARGETS[id]) continue;
    const failing = lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 0.9)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
    console.log(`${''.padEnd(15)} ${id} audits below 0.9: ${failing.join(', ')}`);
  }
}
for (const [kind, label] of [
  ['Script', 'JS'],
  ['Stylesheet', 'CSS'],
]) {
  const list = sizes[kind];
  const gz = list.reduce((s, f) => s + f.gz, 0);
  const raw = list.reduce((s, f) => s + f.raw, 0);
  const target = kind === 'Script' ? ` target ${JS_TARGET_KB} KB ${gz / 1024 <= JS_TARGET_KB ? 'OK' : 'OVER'}` : '';
  console.log(`${label} for /: ${list.length} files, ${kb(gz)} KB gzipped (${kb(raw)} KB raw)${target}`);
}
