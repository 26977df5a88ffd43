// A Vite plugin: Chakra's styled elements insert their styles while they render instead of in React's
// commit, by resolving emotion's insertion hooks (@emotion/use-insertion-effect-with-fallbacks, a
// two-function package) to src/theme/insert-in-render.ts, which uses emotion's own fallback for
// React without insertion effects: insert at once. Chakra's code is not changed; the patch
// "insert-in-render" (scripts/chakra-patches.ts) checks that Chakra's Insertion is the one this was
// checked against.
//
// Chakra (styled-system/factory.js) inserts each element's emotion styles in an insertion effect:
// stylis compiles them and emotion inserts the rules during the commit, so the commit of a first page
// (a hundred rules, 35-40 KB of CSS) was one task of 100-150 ms at Lighthouse's 4x CPU, half of it
// stylis. The first render runs as a transition (src/start-main.tsx), which React splits into short
// tasks; inserting during render puts that work into those tasks. Emotion skips styles already
// inserted; rules inserted for a render that never commits only add unused CSS. Used by the build,
// the dev server (Vite applies aliases to its dependency pre-bundle too) and the web tests.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { chakraModuleOf } from './chakra-patches';

export const INSERT_IN_RENDER_MODULE = fileURLToPath(new URL('../src/theme/insert-in-render.ts', import.meta.url));

export function chakraInsertInRender(): Plugin {
  return {
    name: 'chakra-insert-in-render',
    config() {
      return {
        resolve: { alias: [{ find: /^@emotion\/use-insertion-effect-with-fallbacks$/, replacement: INSERT_IN_RENDER_MODULE }] },
      };
    },
    generateBundle() {
      // vite-plugin-pwa builds the service worker with these plugins too; it has no Chakra.
      const factory = [...this.getModuleIds()].find((id) => chakraModuleOf(id) === 'styled-system/factory.js');
      if (!factory) return;
      if (!this.getModuleInfo(factory)?.importedIds.includes(INSERT_IN_RENDER_MODULE))
        this.error(
          "chakra-insert-in-render: Chakra's styled factory no longer imports emotion's insertion hooks, so its styles are " +
            'inserted in the commit again. See docs/pwa.md "Upgrading Chakra".',
        );
    },
  };
}
