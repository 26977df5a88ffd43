import { spawnSync } from 'node:child_process';
// @ts-expect-error plain ESM helper shared with npm start
import { needsBuild } from '../../scripts/sources.mjs';

/** The browser suites run against the built app: build first when sources changed. */
export default function setup() {
  if (!needsBuild()) return;
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
}
