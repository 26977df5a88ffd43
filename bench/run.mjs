// `npm run bench`: every benchmark, each printing its figures against its target.
import { spawnSync } from 'node:child_process';

for (const script of [
  'bench/startup.mjs',
  'bench/bundle.mjs',
  'bench/web.mjs',
  'bench/results.mjs',
  'bench/ledger.ts',
  'bench/games.ts',
  'bench/lotto.ts',
  'bench/promotions.ts',
  'bench/rewards.ts',
  'bench/engagement.ts',
  'bench/sport.ts',
]) {
  console.log(`\n== ${script}`);
  // TypeScript benchmarks import the server's modules; tsx runs them.
  spawnSync(process.execPath, script.endsWith('.ts') ? ['--import', 'tsx', script] : [script], { stdio: 'inherit' });
}
