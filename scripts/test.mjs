// `npm test`: every suite. Server suites on PGlite, and again on PostgreSQL when one answers
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); component suites in jsdom;
// browser suites against the built app in system Chromium. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
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
function run(label, project, env = {}, extra = []) {
  const file = `${out}/${label}.json`;
  const r = spawnSync(
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
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numFailedTestSuites ?? 0) * (report.numFailedTests === 0 ? 1 : 0);
  } catch {
    failed = 1; // the runner died before reporting
  }
  if (r.status !== 0 && failed === 0) failed = 1;
  runs.push({ label, passed, failed });
}

const only = process.argv.slice(2);
const want = (p) => only.length === 0 || only.includes(p);
const filters = only.filter((a) => !['server', 'web', 'e2e'].includes(a));

if (want('server')) run('server-pglite', 'server', { TEST_DATABASE_URL: '' }, filters);
if (want('server')) {
  const url = await postgresUrl();
  // The pure engines (server/games) and the dependency check never touch a database: once is enough.
  if (url)
    run('server-postgres', 'server', { TEST_DATABASE_URL: url }, [
      ...filters,
      '--exclude',
      'server/games/**',
      '--exclude',
      'tests/architecture/**',
    ]);
  else console.log('PostgreSQL not reachable: server suites ran on PGlite only');
}
if (want('web')) run('web', 'web', {}, filters);
if (want('e2e')) run('e2e', 'e2e', {}, filters);

console.log('');
for (const r of runs) console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
const passed = runs.reduce((s, r) => s + r.passed, 0);
const failed = runs.reduce((s, r) => s + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
