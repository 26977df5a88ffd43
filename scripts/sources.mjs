// What counts as a source of the build, and the stamp that says which sources a build saw.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const STAMP = 'dist-server/.build-stamp';
const ROOTS = [
  'src',
  'sw',
  'public',
  'contract',
  'server',
  'index.html',
  'admin.html',
  'manifest.webmanifest',
  'vite.config.ts',
  // The build's own code: the Chakra patches and plugins vite.config.ts loads, and the build script.
  'scripts/build.mjs',
  'scripts/chakra-global-css.ts',
  'scripts/chakra-internals.ts',
  'scripts/chakra-patches.ts',
  'scripts/vite-chakra-insert-in-render.ts',
  'scripts/vite-chakra-patches.ts',
  'scripts/vite-chakra-static-css.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx') || name === 'routeTree.gen.ts') continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

export function newestSourceTime() {
  return Math.max(...ROOTS.map(newest));
}

/** True when dist/ or dist-server/ is missing or older than a source. */
export function needsBuild() {
  if (!existsSync('dist/index.html') || !existsSync('dist-server/main.mjs') || !existsSync(STAMP)) return true;
  return Number(readFileSync(STAMP, 'utf8')) < newestSourceTime();
}

/**
 * Builds when a source is newer than the build, under a lock (flock, util-linux) so that browser
 * tests and benches started at once in one checkout never write dist/ together. Answers the build's
 * exit status (0 when nothing had to be built).
 */
export function buildIfNeeded() {
  if (!needsBuild()) return 0;
  const build = [process.execPath, 'scripts/build.mjs'];
  const hasFlock = spawnSync('flock', ['--version']).status === 0;
  const r = hasFlock
    ? spawnSync('flock', ['/tmp/thai-member-site-build.lock', ...build], { stdio: 'inherit' })
    : spawnSync(build[0], build.slice(1), { stdio: 'inherit' });
  return r.status ?? 1;
}
