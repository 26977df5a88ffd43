import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrate } from './index';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/**
 * Build step (scripts/build.mjs): an initialised PostgreSQL cluster with every migration applied,
 * saved as dist-server/pgdata.tar.gz. A first `npm start` loads it instead of running initdb and the
 * migrations in WebAssembly, which is most of a cold start; migrate() at start then finds nothing to do.
 */
const out = process.argv[2] ?? 'dist-server/pgdata.tar.gz';
const lite = new PGlite();
await lite.waitReady;
const db = new Kysely<Database>({ dialect: new PGliteDialect(lite, {}) });
await migrate(db);
const dump = await lite.dumpDataDir('gzip');
await lite.close();
writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
