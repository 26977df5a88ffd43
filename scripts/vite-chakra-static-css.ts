// A Vite build plugin: Chakra's global styles (the reset, the site's global CSS and the 600-odd
// token custom properties) written into index.html as plain CSS at build time, instead of being
// computed by `createSystem` and serialised by emotion on every phone at start.
//
// At run time Chakra builds these styles in `createSystem` (`getTokenCss` alone is about half of
// it) and its provider serialises and inserts them through emotion's <Global>: together about
// 100 ms of main thread on a mid-range phone before the first page can render, one long task.
// The same objects, serialised here by emotion's own serializer and stylis, give the same CSS.
//
// The build's copy of Chakra's `createSystem` therefore gets an empty `_global` (a checked
// string replacement: if Chakra changes that line the build fails, rather than shipping the styles
// twice or not at all). The dev server and the component tests use Chakra untouched (pre-bundled
// dependencies do not go through this transform), so they insert the styles at run time as before.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { chakraInternalsAlias } from './chakra-internals';

const SYSTEM_JS = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
// The build's createSystem also takes a config that is already merged and carries its token
// dictionary (`__preparedTokens`): the app makes them in tasks of their own first
// (src/theme/system.ts createSystemInSteps), so no single task of the start does all three.
const MERGE = 'const config = mergeConfigs(...configs);';
const PREPARED_MERGE = 'const config = configs.length === 1 && configs[0].__preparedTokens ? configs[0] : mergeConfigs(...configs);';
const TOKENS = 'const tokens = createTokenDictionary({';
const PREPARED_TOKENS = 'const tokens = config.__preparedTokens ?? createTokenDictionary({';
// The token dictionary itself (about 600 tokens run through a dozen passes) was still one long task:
// with `steps: true` the build's copy answers its passes as functions, which the app runs one per task.
const TOKEN_DICTIONARY_JS = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;
const DICTIONARY_BUILD = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`;
const DICTIONARY_STEPS = `  const steps = [
    registerTokens,
    () => {
      registerTransform(...tokenTransforms);
      registerMiddleware(...tokenMiddlewares);
      applyMiddlewares("pre");
    },
    () => applyTransforms("pre"),
    addConditionalTokens,
    addReferences,
    expandTokenReferences$1,
    () => applyMiddlewares("post"),
    () => applyTransforms("post"),
    setupViews
  ];
  if (options.steps) return { dictionary, steps };
  steps.forEach((step) => step());
  return dictionary;`;

type ChakraSystem = { layers: { atRule: string }; _global: unknown[] };

/** Serialises the system's layer order and global styles the way emotion's <Global> does. */
export function chakraGlobalCss(system: ChakraSystem): string {
  const cache = createCache({ key: 'css' });
  return [system.layers.atRule, system._global]
    .map((styles) => {
      const serialized = serializeStyles([styles as never], cache.registered, {});
      // Without a document, emotion's cache answers the compiled rules instead of inserting them.
      return cache.insert('', serialized, cache.sheet, true) as unknown as string;
    })
    .join('');
}

/** Loads src/theme/system.ts in Node (bundled by esbuild, packages from node_modules). */
async function loadSystem(root: string): Promise<ChakraSystem> {
  const outDir = join(root, 'node_modules', '.cache', 'chakra-static-css');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `system-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [join(root, 'src/theme/system.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: { '@': join(root, 'src'), ...chakraInternalsAlias },
    logLevel: 'error',
  });
  try {
    const mod = (await import(pathToFileURL(outfile).href)) as { getSystem: () => ChakraSystem };
    return mod.getSystem();
  } finally {
    rmSync(outfile, { force: true });
  }
}

export function chakraStaticCss(): Plugin {
  let root = process.cwd();
  let css: Promise<string> | undefined;
  let patched = false;
  let dictionaryPatched = false;
  return {
    name: 'chakra-static-css',
    apply: 'build',
    config() {
      return { define: { __CHAKRA_PREPARED_TOKENS__: 'true' } };
    },
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (TOKEN_DICTIONARY_JS.test(id)) {
        if (!code.includes(DICTIONARY_BUILD))
          this.error(`chakra-static-css: the token dictionary's build is no longer as expected in ${id}`);
        dictionaryPatched = true;
        return { code: code.replace(DICTIONARY_BUILD, DICTIONARY_STEPS), map: null };
      }
      if (!SYSTEM_JS.test(id)) return null;
      for (const line of [EAGER_GLOBAL, MERGE, TOKENS]) {
        if (!code.includes(line))
          this.error(`chakra-static-css: "${line}" is no longer in ${id}; update scripts/vite-chakra-static-css.ts`);
      }
      patched = true;
      return {
        code: code.replace(EAGER_GLOBAL, 'const _global = [];').replace(MERGE, PREPARED_MERGE).replace(TOKENS, PREPARED_TOKENS),
        map: null,
      };
    },
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        css ??= loadSystem(root).then(chakraGlobalCss);
        // First in <head>: the cascade layers' order is set by the first @layer statement.
        return [{ tag: 'style', attrs: { id: 'chakra-global' }, children: await css, injectTo: 'head-prepend' }];
      },
    },
    generateBundle() {
      // vite-plugin-pwa builds the service worker with these plugins too; it has no Chakra.
      if (!css) return;
      if (!patched) this.error("chakra-static-css: Chakra's createSystem was not in the bundle, so its styles were not replaced");
      if (!dictionaryPatched) this.error("chakra-static-css: Chakra's token dictionary was not in the bundle");
    },
  };
}
