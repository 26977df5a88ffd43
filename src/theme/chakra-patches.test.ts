// @vitest-environment node
// Chakra's patches (scripts/chakra-patches.ts): each is anchored on the whole function it changes, and
// anything else than the text it was written for stops the build with a message that says what to do.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss } from '../../scripts/chakra-global-css';
import {
  CHAKRA_ESM,
  CHAKRA_PATCHES,
  CHAKRA_VERSION,
  ChakraPatchError,
  installedHashes,
  patchChakraModule,
} from '../../scripts/chakra-patches';
import { chakraInsertInRender, INSERT_IN_RENDER_MODULE } from '../../scripts/vite-chakra-insert-in-render';
import { chakraPatches } from '../../scripts/vite-chakra-patches';
import { chakraStaticCss, GLOBAL_CSS_ID } from '../../scripts/vite-chakra-static-css';
import { chakraTheme, siteConfig } from './system';

const root = resolve(__dirname, '../..');
const idOf = (module: string) => join(CHAKRA_ESM, module);
const source = (module: string) => readFileSync(idOf(module), 'utf8');
const SYSTEM = 'styled-system/system.js';
const DICTIONARY = 'styled-system/token-dictionary.js';
const FACTORY = 'styled-system/factory.js';

/** The error patchChakraModule throws for this module and code. */
function failureOf(module: string, code: string): string {
  try {
    patchChakraModule(idOf(module), code);
  } catch (error) {
    expect(error).toBeInstanceOf(ChakraPatchError);
    return (error as Error).message;
  }
  throw new Error(`${module} was patched`);
}

describe('Chakra patches: the version', () => {
  it('pins @chakra-ui/react to the release the patches were written for, and that release is installed', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@chakra-ui/react']).toBe(CHAKRA_VERSION);
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };
    expect(lock.packages[''].dependencies?.['@chakra-ui/react']).toBe(CHAKRA_VERSION);
    expect(lock.packages['node_modules/@chakra-ui/react'].version).toBe(CHAKRA_VERSION);
    expect(JSON.parse(readFileSync(join(CHAKRA_ESM, '../../package.json'), 'utf8')).version).toBe(CHAKRA_VERSION);
  });

  it("finds every patch's function in the installed Chakra with the text it was written for", () => {
    for (const row of installedHashes()) expect(row.installed, `${row.patch}: ${row.fn}`).toBe(row.expected);
  });
});

describe('Chakra patches: anchored on the whole function', () => {
  it('patches the installed modules, and whitespace alone does not matter', () => {
    const patched = patchChakraModule(idOf(SYSTEM), source(SYSTEM));
    expect(patched?.applied.map((p) => p.name)).toEqual(['prepared-tokens', 'global-css-in-html']);
    const reindented = source(SYSTEM).replace(/\n {2}/g, '\n\t');
    expect(patchChakraModule(idOf(SYSTEM), reindented)?.code.replace(/\s+/g, ' ')).toBe(patched?.code.replace(/\s+/g, ' '));
    expect(patchChakraModule(idOf(DICTIONARY), source(DICTIONARY))?.applied.map((p) => p.name)).toEqual(['tokens-in-steps']);
    expect(patchChakraModule(idOf(FACTORY), source(FACTORY))?.code).toBe(source(FACTORY));
    expect(patchChakraModule(idOf('styled-system/css.js'), source('styled-system/css.js'))).toBeUndefined();
  });

  it('fails on a token dictionary with one more pass, naming the patch, the function and how to re-derive it', () => {
    const code = source(DICTIONARY);
    const altered = code.replace('    setupViews();\n  }', '    setupViews();\n    setupViews();\n  }');
    expect(altered).not.toBe(code);
    const message = failureOf(DICTIONARY, altered);
    expect(message).toContain('"tokens-in-steps"');
    expect(message).toContain('function createTokenDictionary');
    expect(message).toContain(`@chakra-ui/react@${CHAKRA_VERSION} dist/esm/${DICTIONARY}`);
    expect(message).toContain('docs/pwa.md "Upgrading Chakra"');
    expect(message).toContain('scripts/chakra-patches.ts');
  });

  it('fails when any line of createSystem changes, even one no edit touches', () => {
    const code = source(SYSTEM);
    const message = failureOf(SYSTEM, code.replace('cssVarsPrefix = "chakra",', 'cssVarsPrefix = "chakra-ui",'));
    expect(message).toContain('"prepared-tokens"');
    expect(message).toContain('function createSystem');
  });

  it("fails when Chakra's Insertion changes, though that patch edits nothing", () => {
    const code = source(FACTORY);
    const message = failureOf(
      FACTORY,
      code.replace('registerStyles(cache2, serialized, isStringTag);', 'registerStyles(cache2, serialized, true);'),
    );
    expect(message).toContain('"insert-in-render"');
    expect(message).toContain('function Insertion');
  });

  it('fails when the function is gone or exported under another name', () => {
    const code = source(DICTIONARY).replace('export { createTokenDictionary, tokenCategories };', 'export { tokenCategories };');
    const renamed = code.replace(/\bcreateTokenDictionary\b/g, 'makeTokenDictionary');
    expect(failureOf(DICTIONARY, renamed)).toContain('there is no single top-level function createTokenDictionary');
  });

  it("makes the build fail: the plugin turns a mismatch into the build's error", () => {
    const plugin = chakraPatches();
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const transform = plugin.transform as (this: typeof context, code: string, id: string) => unknown;
    expect(() => transform.call(context, `${source(DICTIONARY)}\nfunction extra() {}`, idOf(DICTIONARY))).not.toThrow();
    expect(() =>
      transform.call(context, source(DICTIONARY).replace('build();\n  return', 'build();\n  build();\n  return'), idOf(DICTIONARY)),
    ).toThrow(/"tokens-in-steps".*Upgrading Chakra/);
    // A build with Chakra in it where a patch never ran (the module moved): also an error.
    const generateBundle = plugin.generateBundle as (this: unknown) => void;
    const bundle = { ...context, getModuleIds: () => [idOf(SYSTEM)][Symbol.iterator]() };
    expect(() => generateBundle.call(bundle)).toThrow(/"prepared-tokens".*not applied/);
  });

  it("fails the build when Chakra's styled factory no longer imports emotion's insertion hooks", () => {
    const plugin = chakraInsertInRender();
    const generateBundle = plugin.generateBundle as (this: unknown) => void;
    const build = (importedIds: string[]) => ({
      error(message: string): never {
        throw new Error(message);
      },
      getModuleIds: () => [idOf(FACTORY)][Symbol.iterator](),
      getModuleInfo: () => ({ importedIds }),
    });
    expect(() => generateBundle.call(build([INSERT_IN_RENDER_MODULE]))).not.toThrow();
    expect(() => generateBundle.call(build([join(root, 'node_modules/react/index.js')]))).toThrow(
      /no longer imports emotion's insertion hooks/,
    );
    // The alias itself: emotion's package name, exactly, to the site's module.
    const alias = (plugin.config as () => { resolve: { alias: { find: RegExp; replacement: string }[] } })().resolve.alias[0];
    expect(alias.find.test('@emotion/use-insertion-effect-with-fallbacks')).toBe(true);
    expect(alias.find.test('@emotion/use-insertion-effect-with-fallbacks/extra')).toBe(false);
    expect(alias.replacement).toBe(join(root, 'src/theme/insert-in-render.ts'));
  });

  it('lists a patch for each function it changes, each with its hash', () => {
    expect(CHAKRA_PATCHES.map((p) => `${p.name}: ${p.fn}`)).toEqual([
      'prepared-tokens: createSystem',
      'global-css-in-html: createSystem',
      'tokens-in-steps: createTokenDictionary',
      'insert-in-render: Insertion',
    ]);
    for (const patch of CHAKRA_PATCHES) expect(patch.sha256).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("The build's static CSS (scripts/vite-chakra-static-css.ts)", () => {
  it("is what Chakra's own createSystem serialises for the site's theme, written into index.html only, where the site's config leaves it out", async () => {
    const original = (await import(/* @vite-ignore */ `${idOf(SYSTEM)}?chakra-original`)) as typeof import('@chakra-ui/react');
    const expected = chakraGlobalCss(original.createSystem(defaultBaseConfig, chakraTheme, siteConfig));
    const plugin = chakraStaticCss();
    (plugin.configResolved as (config: { root: string }) => void)({ root });
    const transform = plugin.transformIndexHtml as { handler: (html: string, ctx: { filename: string }) => Promise<unknown> };
    expect(await transform.handler('', { filename: join(root, 'admin.html') })).toBeUndefined();
    const [tag] = (await transform.handler('', { filename: join(root, 'index.html') })) as { attrs: { id: string }; children: string }[];
    expect(tag.attrs.id).toBe(GLOBAL_CSS_ID);
    const css = tag.children;
    expect(css).toBe(expected);
    // The reset, the site's global CSS and the token variables (the gold palette, the site's prefix).
    expect(css).toMatch(/^@layer reset,base,tokens,recipes;/);
    expect(css).toContain('--gw-colors-gold-500:#f5c542');
    expect(css).toContain('@layer base{');
    // Where the CSS is written, the site's config asks createSystem to leave it out.
    expect((plugin.config as () => { define: Record<string, string> })().define).toEqual({ __CHAKRA_GLOBAL_CSS_IN_HTML__: 'true' });
  }, 60_000);
});
