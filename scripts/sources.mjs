// What counts as a source of the build, and the stamp that says which sources a build saw.
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
  'manifest.webmanifest',
  'vite.config.ts',
  'package.json',
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
