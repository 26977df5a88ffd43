// Builds the PWA (Vite) into dist/ and bundles the API server into dist-server/main.mjs.
// A stamp records the newest source time so `npm start` can tell when a rebuild is needed.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { newestSourceTime, STAMP } from './sources.mjs';

const started = Date.now();
// NODE_ENV is forced: under a test runner it is 'test', and Vite would then ship React's development build.
const vite = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (vite.status !== 0) process.exit(vite.status ?? 1);
// The back office (/admin) in a second pass into the same dist/, after the member's service worker
// has listed its precache (vite.config.ts says why it is not an input of the member build).
const admin = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'admin'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (admin.status !== 0) process.exit(admin.status ?? 1);

rmSync('dist-server', { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts', 'server/ops/cli.ts', 'server/db/cluster-template.ts'],
  outdir: 'dist-server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The server's dependencies go into the bundle too: resolving and linking a few hundred files of
  // node_modules at every start costs more than parsing them bundled (docs/startup.md). Left out:
  // PGlite (it loads its .wasm and .data beside its own files), native addons and what is optional.
  external: ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native', 'ioredis'],
  // CommonJS dependencies call require(): an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // main.mjs loads the rest of the server as chunks after it has started copying a new data
  // directory, so the copy runs while the modules load (docs/startup.md).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  // Stacks need only the mappings; the sources are in the repository. Node reads every chunk's map
  // at start when source maps are on (scripts/start.mjs): without the sources they are a third of the size.
  sourcesContent: false,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
// An initialised PostgreSQL cluster with the migrations applied: a first start copies it instead of
// running initdb and the migrations in WebAssembly (server/db/cluster-template.ts).
const template = spawnSync(process.execPath, ['dist-server/db/cluster-template.mjs', 'dist-server/pgdata'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
writeFileSync(STAMP, String(newestSourceTime()));
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
