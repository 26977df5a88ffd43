// `npm test`: every suite. Server suites on PGlite, and again on PostgreSQL when one answers
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); component suites in jsdom;
// browser suites against the built app in system Chromium. Ends with one line "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';

const out = 'test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

const runs = [];
/**
 * One vitest run of a project, its output lines prefixed with the label (runs of a group share the
 * terminal). Vitest gives a run one worker on a 2-core machine, so two runs side by side use both
 * cores: the PGlite suite is CPU-bound in WebAssembly while the PostgreSQL one waits on the server.
 */
function run(label, project, env = {}, extra = []) {
  const file = `${out}/${label}.json`;
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
        ...extra,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
    );
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
    child.on('close', (status) => {
      let passed = 0;
      let failed = 0;
      try {
        const report = JSON.parse(readFileSync(file, 'utf8'));
        passed = report.numPassedTests;
        failed = report.numFailedTests + (report.numFailedTestSuites ?? 0) * (report.numFailedTests === 0 ? 1 : 0);
      } catch {
        failed = 1; // the runner died before reporting
      }
      if (status !== 0 && failed === 0) failed = 1;
      runs.push({ label, passed, failed });
      resolve();
    });
  });
}

const only = process.argv.slice(2);
const want = (p) => only.length === 0 || only.includes(p);
const filters = only.filter((a) => !['server', 'web', 'e2e'].includes(a));
// TEST_SERIAL=1 runs one suite at a time (easier to read, slower).
const serial = process.env.TEST_SERIAL === '1';
/** Runs each lane's jobs in order, the lanes side by side (one after another with TEST_SERIAL=1). */
async function lanes(...list) {
  const inOrder = async (jobs) => {
    for (const job of jobs.filter(Boolean)) await job();
  };
  if (serial) for (const lane of list) await inOrder(lane);
  else await Promise.all(list.map(inOrder));
}

// Two lanes, one per core, about even on a 2-core machine: the PGlite server suite, then the
// browser suites (whose global setup builds the app first); the PostgreSQL server suite, then the
// component suites.
const url = want('server') ? await postgresUrl() : undefined;
if (want('server') && !url) console.log('PostgreSQL not reachable: server suites ran on PGlite only');
const pglite = () => run('server-pglite', 'server', { TEST_DATABASE_URL: '' }, filters);
// The pure engines (server/games) and the dependency check never touch a database: once is enough.
const postgres = () =>
  run('server-postgres', 'server', { TEST_DATABASE_URL: url }, [
    ...filters,
    '--exclude',
    'server/games/**',
    '--exclude',
    'tests/architecture/**',
  ]);
const web = () => run('web', 'web', {}, filters);
const e2e = () => run('e2e', 'e2e', {}, filters);
await lanes([want('server') && pglite, want('e2e') && e2e], [want('server') && url && postgres, want('web') && web]);

console.log('');
const order = ['server-pglite', 'server-postgres', 'web', 'e2e'];
runs.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
for (const r of runs) console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
const passed = runs.reduce((s, r) => s + r.passed, 0);
const failed = runs.reduce((s, r) => s + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
