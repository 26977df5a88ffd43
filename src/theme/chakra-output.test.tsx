// The patched Chakra (scripts/chakra-patches.ts, as the web tests load it) against Chakra's own code
// (`?chakra-original`, scripts/vite-chakra-patches.ts) on the site's real theme: the token dictionary
// built pass by pass, the system made in steps, and the global styles the page carries instead of
// Chakra's provider.

import { resolve } from 'node:path';
import { ChakraProvider, createSystem, defaultBaseConfig, mergeConfigs, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { createTokenDictionary } from 'chakra-internal/token-dictionary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chakraGlobalCss } from '../../scripts/chakra-global-css';
import { chakraTheme, RECIPES, SLOT_RECIPES, siteConfig } from './system';

const CHAKRA_ESM = resolve(__dirname, '../../node_modules/@chakra-ui/react/dist/esm');
/** One of Chakra's modules as published, unpatched (its own imports unpatched too). */
const original = <T,>(module: string): Promise<T> => import(/* @vite-ignore */ `${CHAKRA_ESM}/${module}?chakra-original`);

/** The configs the site's system merges, in src/theme/system.ts's order. */
const SYSTEM_CONFIGS = [defaultBaseConfig, chakraTheme, siteConfig];
/** Asks the patched createSystem to leave out the global styles, as the site's config does where the page carries them. */
const IN_HTML = { __globalCssInHtml: true } as SystemConfig;

/** The site's system as the app's start makes it (createSystemInSteps), from a fresh module, and how often it yielded. */
async function systemInSteps() {
  vi.resetModules();
  const { createSystemInSteps } = await import('./system');
  let yields = 0;
  const system = await createSystemInSteps(async () => {
    yields++;
  });
  return { system, yields };
}

type Dictionary = SystemContext['tokens'];
type Token = Dictionary['allTokens'][number];

/** Everything a token dictionary holds, as plain data (a token's references by name). */
function dictionaryView(d: Dictionary) {
  const token = (t: Token) => ({
    ...t,
    extensions: { ...t.extensions, references: t.extensions.references && Object.keys(t.extensions.references) },
  });
  const maps = <V,>(m: Map<string, Map<string, V>>, value: (v: V) => unknown) =>
    [...m].map(([k, inner]) => [k, [...inner].map(([ik, v]) => [ik, value(v)])]);
  return {
    prefix: d.prefix,
    allTokens: d.allTokens.map(token),
    tokenMap: [...d.tokenMap].map(([name, t]) => [name, token(t)]),
    cssVarMap: maps(d.cssVarMap, (v) => v),
    categoryMap: maps(d.categoryMap, (t: Token) => token(t)),
    colorPaletteMap: maps(d.colorPaletteMap, (v) => v),
    flatMap: [...d.flatMap],
    categories: [...d.categoryMap.keys()].map((c) => [c, d.getCategoryValues(c)]),
  };
}

const theme = () => {
  const merged = mergeConfigs(...SYSTEM_CONFIGS);
  return {
    breakpoints: merged.theme?.breakpoints,
    tokens: merged.theme?.tokens,
    semanticTokens: merged.theme?.semanticTokens,
    prefix: merged.cssVarsPrefix ?? 'chakra',
  };
};

/**
 * Everything a system answers, as plain data (functions by their source: a system made from a fresh
 * module has its own copies), for a few styles and every recipe of the site.
 */
function systemView(s: SystemContext) {
  const { __preparedTokens: _tokens, __globalCssInHtml: _html, ...config } = s._config as SystemConfig & Record<string, unknown>;
  const style = { color: 'gold.500', px: { base: 4, md: 8 }, _hover: { bg: 'bg.muted' }, textStyle: 'sm', layerStyle: 'fill.solid' };
  const view = {
    config,
    tokens: dictionaryView(s.tokens),
    breakpoints: s.breakpoints.conditions,
    conditions: s.conditions.keys().map((k) => [k, s.conditions.resolve(k)]),
    utilities: [...s.utility.keys()].sort(),
    properties: [...s.properties].sort(),
    css: s.css(style),
    tokenCss: s.getTokenCss(),
    globalCss: s.getGlobalCss(),
    preflightCss: s.getPreflightCss(),
    layers: s.layers.atRule,
    token: [s.token('colors.gold.500'), s.token.var('colors.bg.muted'), s.token('spacing.4')],
    recipes: Object.keys(RECIPES).map((key) => s.getRecipeFn(key)({})),
    slotRecipes: Object.keys(SLOT_RECIPES).map((key) => s.getSlotRecipeFn(key)({})),
    query: s.query.tokens.list('colors'),
  };
  return JSON.parse(JSON.stringify(view, (_key, value) => (typeof value === 'function' ? String(value) : value)));
}

afterEach(cleanup);

describe("Chakra's token dictionary in steps (patch tokens-in-steps)", () => {
  it("equals Chakra's createTokenDictionary on the site's theme: tokens, css variables, conditions, categories", async () => {
    const own = await original<{ createTokenDictionary: typeof createTokenDictionary }>('styled-system/token-dictionary.js');
    // Chakra's own ignores `steps`: these really are two different codes.
    expect('steps' in own.createTokenDictionary({ ...theme(), steps: true })).toBe(false);
    const expected = own.createTokenDictionary(theme());

    const { dictionary, steps } = createTokenDictionary({ ...theme(), steps: true });
    expect(steps).toHaveLength(9);
    expect(dictionary.allTokens).toHaveLength(0);
    for (const step of steps) step();
    const view = dictionaryView(dictionary);
    expect(view).toEqual(dictionaryView(expected));
    expect(view.allTokens.length).toBeGreaterThan(500);
    expect(view.allTokens.some((t) => t.extensions.conditions)).toBe(true);
    // Without `steps` the patched function builds the same dictionary at once.
    expect(dictionaryView(createTokenDictionary(theme()))).toEqual(view);
  });
});

describe("The site's system made in steps (patches prepared-tokens and global-css-in-html)", () => {
  it("equals Chakra's own createSystem on the same configs", async () => {
    const own = await original<{ createSystem: typeof createSystem }>('styled-system/system.js');
    const expected = own.createSystem(...SYSTEM_CONFIGS);
    const { system: stepped, yields } = await systemInSteps();
    expect(yields).toBe(10);
    expect(systemView(stepped)).toEqual(systemView(expected));
    // The page carries no global styles here, so the system keeps Chakra's own.
    expect(stepped._global).toEqual(expected._global);
    // createSystem takes the prepared dictionary as it is, and only with a single merged config.
    const merged = mergeConfigs(...SYSTEM_CONFIGS);
    const tokens = createTokenDictionary(theme());
    expect(createSystem({ ...merged, __preparedTokens: tokens } as SystemConfig).tokens).toBe(tokens);
    expect(createSystem(...SYSTEM_CONFIGS).tokens).not.toBe(tokens);
  });

  it('leaves out the global styles only when asked, as the site is where the page carries them', () => {
    const own = createSystem(...SYSTEM_CONFIGS);
    expect(own._global).toHaveLength(3);
    // No index.html here: the site's config does not ask (scripts/vite-chakra-static-css.ts defines the flag where it writes the CSS).
    expect('__globalCssInHtml' in siteConfig).toBe(false);
    const site = createSystem(...SYSTEM_CONFIGS, IN_HTML);
    expect(site._global).toEqual([]);
    expect(systemView(site)).toEqual(systemView(own));
  });
});

/** The CSS emotion inserts for a ChakraProvider of this system and nothing else, rule by rule in order. */
function providerCss(system: SystemContext): string[] {
  const container = document.createElement('div');
  const cache = createCache({ key: 'css', container, speedy: false });
  render(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return [...container.querySelectorAll('style')].map((tag) => tag.textContent ?? '');
}

describe("The build's static CSS (scripts/vite-chakra-static-css.ts)", () => {
  it("is what Chakra's own provider inserts for the site's system; with it in the page, the provider adds only the layer order again", async () => {
    const own = await original<{ createSystem: typeof createSystem }>('styled-system/system.js');
    const system = own.createSystem(...SYSTEM_CONFIGS);
    const inserted = providerCss(system);
    expect(inserted.length).toBeGreaterThan(3);
    expect(chakraGlobalCss(system)).toBe(inserted.join(''));
    cleanup();

    const site = createSystem(...SYSTEM_CONFIGS, IN_HTML);
    // The one statement inserted twice: the same `@layer` order, which the static CSS opens with.
    expect(providerCss(site)).toEqual([system.layers.atRule.replace(/, /g, ',')]);
    expect(chakraGlobalCss(system).startsWith(system.layers.atRule.replace(/, /g, ','))).toBe(true);
  });
});
