// A Vite build plugin: Chakra's styled elements insert their styles while they render instead of in
// React's commit.
//
// Chakra (styled-system/factory.js) inserts each element's emotion styles in an insertion effect:
// stylis compiles them and emotion inserts the rules during the commit, so the commit of a first
// page (a hundred rules, 35-40 KB of CSS) was one task of 100-150 ms at Lighthouse's 4x CPU, half of
// it stylis. The first render runs as a transition (src/start-main.tsx), which React splits into
// short tasks; inserting during render puts that work into those tasks. `insertStyles` does nothing
// for styles already inserted, so the effect that follows stays as it was (and covers a render
// whose styles were inserted by an earlier, discarded render). Rules inserted for a render that
// never commits only add unused CSS. A checked replacement, as in vite-chakra-static-css.ts: the
// build fails if Chakra changes these lines. The dev server and the component tests use Chakra
// untouched.
import type { Plugin } from 'vite';

const FACTORY_JS = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/;
const REGISTER = '  registerStyles(cache2, serialized, isStringTag);\n  const rules = useInsertionEffectAlwaysWithSyncFallback(';
const INSERT_IN_RENDER =
  '  registerStyles(cache2, serialized, isStringTag);\n  if (isBrowser) insertStyles(cache2, serialized, isStringTag);\n  const rules = useInsertionEffectAlwaysWithSyncFallback(';

export function chakraInsertInRender(): Plugin {
  let patched = false;
  return {
    name: 'chakra-insert-in-render',
    apply: 'build',
    transform(code, id) {
      if (!FACTORY_JS.test(id)) return null;
      if (!code.includes(REGISTER)) {
        this.error(
          `chakra-insert-in-render: Chakra's Insertion is no longer as expected in ${id}; update scripts/vite-chakra-insert-in-render.ts`,
        );
      }
      patched = true;
      return { code: code.replace(REGISTER, INSERT_IN_RENDER), map: null };
    },
    generateBundle() {
      // vite-plugin-pwa builds the service worker with these plugins too; it has no Chakra.
      if (this.getModuleIds && ![...this.getModuleIds()].some((id) => FACTORY_JS.test(id))) return;
      if (!patched) this.error("chakra-insert-in-render: Chakra's styled factory was not in the bundle");
    },
  };
}
