import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrate } from './index';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/**
 * Build step (scripts/build.mjs): an initialised PostgreSQL cluster with every migration applied,
 * saved as the directory dist-server/pgdata. A first `npm start` copies it (server/db/data-dir.ts)
 * instead of running initdb and the migrations in WebAssembly; migrate() at start then finds nothing to do.
 *
 * Creating files is what a copy costs on a small machine's disk (about 0.5 ms each), so the cluster
 * keeps only the database the server uses: template0 and template1 are dropped (600 of 1,500 files).
 * Nothing here creates databases (PGlite serves one), and a test schema or a real PostgreSQL is untouched.
 */
const out = process.argv[2] ?? 'dist-server/pgdata';
rmSync(out, { recursive: true, force: true });
const lite = new PGlite(out);
await lite.waitReady;
const db = new Kysely<Database>({ dialect: new PGliteDialect(lite, {}) });
await migrate(db);
for (const name of ['template0', 'template1']) {
  await lite.exec(`alter database ${name} is_template false`);
  await lite.exec(`drop database ${name}`);
}
// A clean shutdown leaves a consistent cluster, so a copy needs no recovery at its first start.
await lite.exec('checkpoint');
await lite.close();
