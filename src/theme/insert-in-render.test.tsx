// Chakra's styles inserted while rendering (src/theme/insert-in-render.ts, resolved for emotion's
// insertion hooks by scripts/vite-chakra-insert-in-render.ts, as in the build) against Chakra's own
// path (emotion's hooks as published: inserted in React's commit): the same markup and the same rules.

import { resolve } from 'node:path';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const INSERT_IN_RENDER = resolve(__dirname, 'insert-in-render.ts');
const EMOTION_HOOKS = resolve(
  __dirname,
  '../../node_modules/@emotion/use-insertion-effect-with-fallbacks/dist/emotion-use-insertion-effect-with-fallbacks.browser.esm.js',
);

afterEach(() => {
  cleanup();
  vi.doUnmock(INSERT_IN_RENDER);
});

/** Records, while it renders, how many styles the cache has inserted. */
function Probe({ cache, seen }: { cache: EmotionCache; seen: number[] }) {
  seen.push(Object.keys(cache.inserted).length);
  return <span>probe</span>;
}

/** Chakra and the site's system, loaded afresh: with the site's hooks, or with emotion's own. */
async function load(hooks: 'site' | 'emotion') {
  vi.resetModules();
  if (hooks === 'emotion') vi.doMock(INSERT_IN_RENDER, () => vi.importActual(EMOTION_HOOKS));
  const chakra = await import('@chakra-ui/react');
  const { getSystem } = await import('./system');
  return { chakra, system: getSystem() };
}

/**
 * Renders a first screen's kind of elements (recipes, responsive and conditional styles) and answers
 * the markup, the rules emotion inserted and how many styles were already in during the render of an
 * element nested in them.
 */
async function renderWith(hooks: 'site' | 'emotion') {
  const { chakra, system } = await load(hooks);
  const { Badge, Box, Button, ChakraProvider, Container, Heading, Stack, Text } = chakra;
  const container = document.createElement('div');
  const cache = createCache({ key: 'css', container, speedy: false });
  const seen: number[] = [];
  const { container: page } = render(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <Container>
          <Heading size="lg">ผลหวย</Heading>
          <Stack gap="2" direction={{ base: 'column', md: 'row' }}>
            <Button colorPalette="gold">เข้าสู่ระบบ</Button>
            <Button variant="outline" colorPalette="green" size="sm">
              สมัครสมาชิก
            </Button>
            <Badge colorPalette="green">ใหม่</Badge>
          </Stack>
          <Box bg="bg.muted" px={{ base: 4, md: 8 }} _hover={{ color: 'gold.500' }}>
            <Probe cache={cache} seen={seen} />
          </Box>
          <Text textStyle="sm">ข้อความ</Text>
        </Container>
      </ChakraProvider>
    </CacheProvider>,
  );
  const rules = [...container.querySelectorAll('style:not([data-emotion="css-global"])')].map((tag) => tag.textContent ?? '');
  return { markup: page.innerHTML, rules, seenDuringRender: seen[0] };
}

describe("Chakra's styles inserted while rendering", () => {
  it("gives the same markup and inserts the same rules as Chakra's own path, only earlier", async () => {
    const site = await renderWith('site');
    const own = await renderWith('emotion');
    expect(site.rules.length).toBeGreaterThan(5);
    expect(site.markup).toBe(own.markup);
    // The order differs (render order, parent first; the commit runs children's effects first). Each
    // element has one emotion class, all of them in the same layer, so the order changes nothing.
    expect([...site.rules].sort()).toEqual([...own.rules].sort());
    // The Box's styles (and those of the elements before it) are in before its child renders; in
    // Chakra's own path nothing is inserted until the commit.
    expect(site.seenDuringRender).toBeGreaterThan(4);
    expect(own.seenDuringRender).toBe(0);
  });
});
