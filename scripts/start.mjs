// `npm start`: builds when needed, then serves the built PWA and the API on one port with the
// embedded PostgreSQL (PGlite in DATA_DIR) and demo data, or the server named by DATABASE_URL.
import { spawn, spawnSync } from 'node:child_process';
import { needsBuild } from './sources.mjs';

if (needsBuild()) {
  console.log('building the site (first start or sources changed)...');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
