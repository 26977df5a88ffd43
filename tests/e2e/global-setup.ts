import { spawnSync } from 'node:child_process';
// @ts-expect-error plain ESM helper shared with npm start
import { needsBuild } from '../../scripts/sources.mjs';

/**
 * The browser suites run against the built app: build first when sources changed. The build runs
 * under a lock (flock, util-linux) so two test runs in one checkout never write dist/ at once.
 */
export default function setup() {
  if (!needsBuild()) return;
  const build = [process.execPath, 'scripts/build.mjs'];
  const hasFlock = spawnSync('flock', ['--version']).status === 0;
  const r = hasFlock
    ? spawnSync('flock', ['/tmp/thai-member-site-build.lock', ...build], { stdio: 'inherit' })
    : spawnSync(build[0], build.slice(1), { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
}
