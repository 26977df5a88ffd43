import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chakraInternalsAlias } from './scripts/chakra-internals';
import { chakraInsertInRender } from './scripts/vite-chakra-insert-in-render';
import { chakraPatches } from './scripts/vite-chakra-patches';

const alias = {
  ...chakraInternalsAlias,
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

/**
 * Three projects: server (node, PGlite or PostgreSQL), web (jsdom + msw) and e2e (built app, real
 * server, system Chromium). `npm test` runs them all through scripts/test.mjs.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        // The component tests run Chakra as the member site ships it (scripts/chakra-patches.ts): patched,
        // and inlined so its modules go through the patches (about half a second more per test file).
        // Inlined, Chakra is reset by vi.resetModules() like the app's code: a test that resets and
        // imports components afresh gives them a fresh ChakraProvider too (PwaLayer.test.tsx).
        plugins: [chakraPatches(), chakraInsertInRender()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          server: { deps: { inline: [/@chakra-ui[\\/]react[\\/]/] } },
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
