// `npm run bench`: every benchmark, each printing its figures against its target.
import { spawnSync } from 'node:child_process';

for (const script of ['bench/startup.mjs', 'bench/bundle.mjs']) {
  console.log(`\n== ${script}`);
  spawnSync(process.execPath, [script], { stdio: 'inherit' });
}
