// Chakra's token dictionary module, which its package exports do not list: the app makes the token
// dictionary in a task of its own before `createSystem` (src/theme/system.ts createSystemInSteps),
// through this alias in the Vite and Vitest configs.
import { fileURLToPath } from 'node:url';

export const CHAKRA_TOKEN_DICTIONARY = 'chakra-internal/token-dictionary';

export const chakraInternalsAlias = {
  [CHAKRA_TOKEN_DICTIONARY]: fileURLToPath(
    new URL('../node_modules/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js', import.meta.url),
  ),
};
