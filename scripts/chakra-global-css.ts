// Chakra's global styles as CSS text: the system's layer order and its `_global` (the reset, the global
// CSS, the token variables), serialised the way emotion's <Global> in Chakra's provider does it. The
// build writes this into index.html (scripts/vite-chakra-static-css.ts); a module of its own so the
// web tests can compare it with what the provider inserts (src/theme/chakra-output.test.tsx).
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';

export type ChakraSystem = { layers: { atRule: string }; _global: unknown[] };

export function chakraGlobalCss(system: ChakraSystem): string {
  const cache = createCache({ key: 'css' });
  return [system.layers.atRule, system._global]
    .map((styles) => {
      const serialized = serializeStyles([styles as never], cache.registered, {});
      // Without a document (the build), emotion's cache answers the compiled rules; with one (the web
      // tests' jsdom), it inserts them rule by rule into the sheet it is given.
      const rules: string[] = [];
      const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as typeof cache.sheet;
      const answered = cache.insert('', serialized, sheet, true) as unknown;
      return typeof answered === 'string' ? answered : rules.join('');
    })
    .join('');
}
