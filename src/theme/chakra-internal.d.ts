// Chakra's token dictionary (scripts/chakra-internals.ts aliases it; Chakra's own type is not exported).
declare module 'chakra-internal/token-dictionary' {
  import type { SystemContext } from '@chakra-ui/react';

  type Options = { prefix?: string; tokens?: unknown; semanticTokens?: unknown; breakpoints?: unknown };
  export function createTokenDictionary(options: Options): SystemContext['tokens'];
  /** The patched copy only (scripts/chakra-patches.ts "tokens-in-steps"): the dictionary and its passes, to run in order. */
  export function createTokenDictionary(options: Options & { steps: true }): { dictionary: SystemContext['tokens']; steps: (() => void)[] };
}

/** Defined where Chakra is patched (scripts/vite-chakra-patches.ts): its createSystem takes a prepared token dictionary. */
declare const __CHAKRA_PREPARED_TOKENS__: boolean | undefined;

/** Defined where the page carries Chakra's global styles as CSS (scripts/vite-chakra-static-css.ts): the site's config asks createSystem to leave them out. */
declare const __CHAKRA_GLOBAL_CSS_IN_HTML__: boolean | undefined;
