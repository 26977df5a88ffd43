import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What PGlite would otherwise read and compile itself when it is opened (PGliteOptions). */
export type PGliteAssets = { pgliteWasmModule?: WebAssembly.Module; fsBundle?: Blob };

/**
 * PGlite's WebAssembly (9 MB), compiled, and its file-system bundle (PostgreSQL's share files), once
 * per process. main.ts starts this before it loads the rest of the server, so V8 compiles the module
 * on its background threads while the main thread imports; PGlite would start reading and compiling
 * only when opened, after the imports (docs/startup.md). Never fails: without them (a PGlite that
 * keeps its files elsewhere) PGlite loads its own as before.
 */
export function pgliteAssets(): Promise<PGliteAssets> {
  loading ??= load().catch(() => ({}));
  return loading;
}

let loading: Promise<PGliteAssets> | undefined;

async function load(): Promise<PGliteAssets> {
  // Beside the package's entry point, where PGlite's own `new URL('./pglite.wasm', import.meta.url)` looks.
  const dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [pgliteWasmModule, data] = await Promise.all([
    readFile(join(dir, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
    readFile(join(dir, 'pglite.data')),
  ]);
  return { pgliteWasmModule, fsBundle: new Blob([data]) };
}
