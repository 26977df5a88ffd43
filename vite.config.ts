import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const manifestPath = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));

/**
 * We ship manifest.webmanifest at the top level ourselves (vite-plugin-pwa's `manifest: false`):
 * the dev server answers it and the build copies it to dist/.
 */
function webManifest(): Plugin {
  return {
    name: 'web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readFileSync(manifestPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: readFileSync(manifestPath) });
    },
  };
}

/**
 * Writes `.br` and `.gz` beside each text file of the build; the server sends them to browsers that
 * accept them (@fastify/static `preCompressed`), so phones download about a third of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(js|mjs|css|html|svg|json|webmanifest)$/.test(fileName)) continue;
        const source = item.type === 'chunk' ? Buffer.from(item.code) : Buffer.from(item.source);
        if (source.length < 1024) continue;
        const path = join(dir, fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route files.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    webManifest(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      injectManifest: {
        // The shell: scripts, styles, the Thai font subsets (woff2, which every browser that runs the
        // service worker reads), icons and the shared images. The install screenshots are not needed offline.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/node_modules/**/*', 'screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Chakra's theme module builds its whole default config (every recipe) at the top level through
      // these helpers; marked pure, the recipes the site does not use drop out of the first chunk.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineStyle'] },
      output: {
        // Everything the entry imports statically goes in one chunk: many small shared chunks would
        // each lose gzip's shared dictionary (about 10 KB on `/`, whose target is 200 KB).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }] },
      },
    },
  },
});
