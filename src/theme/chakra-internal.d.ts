// Chakra's token dictionary (scripts/chakra-internals.ts aliases it; Chakra's own type is not exported).
declare module 'chakra-internal/token-dictionary' {
  import type { SystemContext } from '@chakra-ui/react';
  export function createTokenDictionary(options: {
    prefix?: string;
    tokens?: unknown;
    semanticTokens?: unknown;
    breakpoints?: unknown;
  }): SystemContext['tokens'];
}

/** Set by the build when its copy of Chakra's createSystem accepts a prepared token dictionary (scripts/vite-chakra-static-css.ts). */
declare const __CHAKRA_PREPARED_TOKENS__: boolean | undefined;
