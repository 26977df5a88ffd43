// `npm start`: builds when needed, then serves the built PWA and the API on one port with the
// embedded PostgreSQL (PGlite in DATA_DIR) and demo data, or the server named by DATABASE_URL.
// The server runs in this process (a second Node would add its own start-up, docs/startup.md);
// it handles SIGTERM and SIGINT itself.
import { spawnSync } from 'node:child_process';
import { needsBuild } from './sources.mjs';

if (needsBuild()) {
  console.log('building the site (first start or sources changed)...');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// What --enable-source-maps did for the separate process: stacks name server/*.ts lines.
process.setSourceMapsEnabled(true);
await import('../dist-server/main.mjs');
