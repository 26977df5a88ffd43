// @ts-expect-error plain ESM helper shared with npm start
import { buildIfNeeded } from '../../scripts/sources.mjs';

/**
 * The browser suites run against the built app: build first when sources changed. The build runs
 * under a lock (flock, util-linux) so two test runs in one checkout never write dist/ at once.
 */
export default function setup() {
  if (buildIfNeeded() !== 0) throw new Error('build failed');
}
