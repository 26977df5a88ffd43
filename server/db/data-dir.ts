import { existsSync, promises as fs, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A new PGlite data directory starts from the cluster the build saved (server/db/cluster-template.ts)
 * rather than running initdb and the migrations in WebAssembly, which take seconds.
 *
 * The template is a directory: it is copied with the operating system's file copy, on libuv's
 * threads, so `npm start` copies while the main thread is still loading the server's modules
 * (docs/startup.md). Creating the cluster's files is most of that cost, so the build keeps them few.
 * A .tar.gz template (PGlite's dumpDataDir) is still accepted and handed to PGlite's loadDataDir.
 *
 * Answers what PGlite should load (a tarball) or undefined (the directory is ready, or there is no
 * template and PGlite runs initdb). Once per data directory: main.ts starts it early and
 * openDatabase() awaits the same promise.
 */
export function prepareDataDir(dataDir: string, template: string): Promise<Blob | undefined> {
  const key = resolve(dataDir);
  let pending = prepared.get(key);
  if (!pending) {
    pending = prepare(key, resolve(template));
    prepared.set(key, pending);
    // A failed copy may be retried by the next open (the partial directory has no PG_VERSION).
    pending.catch(() => prepared.delete(key));
  }
  return pending;
}

const prepared = new Map<string, Promise<Blob | undefined>>();

/** PostgreSQL treats a directory with PG_VERSION as a cluster: that file is written last. */
const MARKER = 'PG_VERSION';

async function prepare(dataDir: string, template: string): Promise<Blob | undefined> {
  await fs.mkdir(dataDir, { recursive: true });
  if (existsSync(join(dataDir, MARKER)) || !existsSync(template)) return undefined;
  if (!statSync(template).isDirectory()) return new Blob([await fs.readFile(template)]);
  const files: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await fs.readdir(join(template, rel), { withFileTypes: true });
    await Promise.all(
      entries.map(async (e) => {
        const path = join(rel, e.name);
        if (e.isDirectory()) {
          await fs.mkdir(join(dataDir, path), { recursive: true });
          await walk(path);
        } else if (path !== MARKER) files.push(path);
      }),
    );
  };
  await walk('');
  // A few copies at a time: enough to keep libuv's four threads busy, few enough not to starve
  // the main thread's own file reads (module loading) in the same pool.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const path = files[next++];
      await fs.copyFile(join(template, path), join(dataDir, path));
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  await fs.copyFile(join(template, MARKER), join(dataDir, MARKER));
  return undefined;
}
