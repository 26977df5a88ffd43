// Chakra's token dictionary (scripts/chakra-internals.ts aliases it; Chakra's own type is not exported).
declare module 'chakra-internal/token-dictionary' {
  import type { SystemContext } from '@chakra-ui/react';

  type Options = { prefix?: string; tokens?: unknown; semanticTokens?: unknown; breakpoints?: unknown };
  export function createTokenDictionary(options: Options): SystemContext['tokens'];
  /** The build's copy only (scripts/vite-chakra-static-css.ts): the dictionary and its passes, to run in order. */
  export function createTokenDictionary(options: Options & { steps: true }): { dictionary: SystemContext['tokens']; steps: (() => void)[] };
}

/** Set by the build when its copy of Chakra's createSystem accepts a prepared token dictionary (scripts/vite-chakra-static-css.ts). */
declare const __CHAKRA_PREPARED_TOKENS__: boolean | undefined;
