// Applies Chakra's patches (scripts/chakra-patches.ts) wherever the member site's code runs: the
// build (a transform), the dev server (its dependency pre-bundle, which plugins' transforms do not
// reach) and the web tests (vitest.config.ts inlines Chakra so its modules go through this transform).
// The build fails when a patch's function is not the one it was written for, or when a patch was not
// applied at all.
//
// Tests load Chakra's own, unpatched modules with `?chakra-original` (CHAKRA_ORIGINAL): such a module
// is not patched, and its relative imports carry the query too, so it runs only Chakra's own code.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { CHAKRA_PATCHES, ChakraPatchError, chakraModuleOf, patchChakraModule } from './chakra-patches';

export const CHAKRA_ORIGINAL = '?chakra-original';

/** The patches' own source: the dev server's pre-bundle is made again when they change (Vite hashes plugin names). */
const revision = createHash('sha256')
  .update(readFileSync(fileURLToPath(new URL('./chakra-patches.ts', import.meta.url))))
  .digest('hex')
  .slice(0, 8);

function transform(this: { error: (message: string) => never }, code: string, id: string, applied?: Set<string>) {
  if (id.includes(CHAKRA_ORIGINAL)) return null;
  try {
    const result = patchChakraModule(id, code);
    if (!result) return null;
    for (const patch of result.applied) applied?.add(patch.name);
    return { code: result.code, map: null };
  } catch (error) {
    if (error instanceof ChakraPatchError) this.error(error.message);
    throw error;
  }
}

export function chakraPatches(): Plugin {
  const applied = new Set<string>();
  return {
    name: 'chakra-patches',
    enforce: 'pre',
    config() {
      return {
        // src/theme/system.ts builds the system in steps only where Chakra takes them.
        define: { __CHAKRA_PREPARED_TOKENS__: 'true' },
        optimizeDeps: {
          rolldownOptions: {
            plugins: [
              {
                name: `chakra-patches-${revision}`,
                transform(code, id) {
                  return transform.call(this, code, id);
                },
              },
            ],
          },
        },
      };
    },
    async resolveId(source, importer) {
      if (!importer?.includes(CHAKRA_ORIGINAL) || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer.split('?')[0], { skipSelf: true });
      return resolved && chakraModuleOf(resolved.id) ? `${resolved.id.split('?')[0]}${CHAKRA_ORIGINAL}` : resolved;
    },
    transform(code, id) {
      return transform.call(this, code, id, applied);
    },
    generateBundle() {
      // vite-plugin-pwa builds the service worker with these plugins too; it has no Chakra.
      if (![...this.getModuleIds()].some((id) => chakraModuleOf(id))) return;
      const missing = CHAKRA_PATCHES.filter((patch) => !applied.has(patch.name));
      if (missing.length)
        this.error(
          `chakra-patches: ${missing.map((p) => `"${p.name}" (${p.fn} in dist/esm/${p.module})`).join(', ')} not applied: ` +
            'the module was not in the build. See docs/pwa.md "Upgrading Chakra".',
        );
    },
  };
}
