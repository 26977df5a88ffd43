// A Vite plugin: Chakra's global styles (the reset, the site's global CSS and the 600-odd token custom
// properties) written into index.html as plain CSS, by the build and the dev server, instead of being
// computed by `createSystem` and serialised by emotion on every phone at start.
//
// At run time Chakra builds these styles in `createSystem` (`getTokenCss` alone is about half of it)
// and its provider serialises and inserts them through emotion's <Global>: together about 100 ms of
// main thread on a mid-range phone before the first page can render, one long task. Here the site's
// system is made in Node with Chakra's own, unpatched code, and its layer order and `_global` are
// serialised by emotion's serializer and stylis as <Global> does (scripts/chakra-global-css.ts;
// src/theme/chakra-output.test.tsx compares the two). Where this plugin writes them (index.html of
// the build and the dev server) it defines `__CHAKRA_GLOBAL_CSS_IN_HTML__`, and the site's config asks
// the patched `createSystem` to leave them out (`__globalCssInHtml`, scripts/chakra-patches.ts). The
// back office's admin.html does not get them: its own system inserts them.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { type ChakraSystem, chakraGlobalCss } from './chakra-global-css';
import { chakraInternalsAlias } from './chakra-internals';

/** Loads src/theme/system.ts in Node (bundled by esbuild, packages from node_modules: Chakra unpatched). */
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

/** The CSS the plugin writes into index.html for the site's theme in `root`. */
export async function siteGlobalCss(root: string): Promise<string> {
  return chakraGlobalCss(await loadSystem(root));
}

/** The `<style>` element of index.html that holds them. */
export const GLOBAL_CSS_ID = 'chakra-global';

export function chakraStaticCss(): Plugin {
  let root = process.cwd();
  let css: Promise<string> | undefined;
  return {
    name: 'chakra-static-css',
    config() {
      return { define: { __CHAKRA_GLOBAL_CSS_IN_HTML__: 'true' } };
    },
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // The dev server makes the CSS again after a change to the theme (Vite reloads the page).
      const theme = resolve(root, 'src/theme');
      server.watcher.on('change', (file) => {
        if (resolve(file).startsWith(theme)) css = undefined;
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(_html, ctx) {
        if (resolve(root, ctx.filename) !== resolve(root, 'index.html')) return;
        css ??= siteGlobalCss(root);
        // First in <head>: the cascade layers' order is set by the first @layer statement.
        return [{ tag: 'style', attrs: { id: GLOBAL_CSS_ID }, children: await css, injectTo: 'head-prepend' }];
      },
    },
  };
}
