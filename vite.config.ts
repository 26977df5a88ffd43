import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraInternalsAlias } from './scripts/chakra-internals';
import { chakraInsertInRender, INSERT_IN_RENDER_MODULE } from './scripts/vite-chakra-insert-in-render';
import { chakraPatches } from './scripts/vite-chakra-patches';
import { chakraStaticCss } from './scripts/vite-chakra-static-css';

const manifestPath = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));
/** Route files (src/routes) that already load their page component lazily, by route id ('/_default/slot'). */
const SELF_LAZY_ROUTES = (() => {
  const dir = fileURLToPath(new URL('./src/routes', import.meta.url));
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
  return new Set(
    walk(dir)
      .filter((f) => /\.tsx$/.test(f) && !/\.test\./.test(f) && readFileSync(f, 'utf8').includes('lazyRouteComponent('))
      .map((f) =>
        `/${relative(dir, f)
          .replace(/\\/g, '/')
          .replace(/\.tsx$/, '')}`.replace(/\/index$/, '/'),
      ),
  );
})();
/** The app's start (loaded by the first script once the static shell has painted). */
const APP_ENTRY = fileURLToPath(new URL('./src/start.tsx', import.meta.url));
/** The app's stages after React (src/start.tsx imports each in turn): the UI library, the data libraries. */
const START_UI = fileURLToPath(new URL('./src/app/start-ui.ts', import.meta.url));
const START_THEME = fileURLToPath(new URL('./src/app/start-theme.ts', import.meta.url));
const START_DATA = fileURLToPath(new URL('./src/app/start-data.ts', import.meta.url));
/** The start's chunks, in the order src/start.tsx evaluates them. */
const STAGE_CHUNKS = ['app-react', 'app-ui', 'app-theme', 'app-data', 'app-main'];

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
 * Writes `.br` and `.gz` beside each text file of the build, the copied public files (the SVG
 * artwork, the manifest) included; the server sends them to browsers that accept them
 * (@fastify/static `preCompressed`), so phones download about a third of the bytes.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
  const compress = (path: string, source: Buffer) => {
    if (source.length < 1024) return;
    writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  };
  let outDir = 'dist';
  let publicDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    writeBundle(options, bundle) {
      outDir = options.dir ?? outDir;
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!TEXT.test(fileName)) continue;
        compress(join(outDir, fileName), item.type === 'chunk' ? Buffer.from(item.code) : Buffer.from(item.source));
      }
    },
    closeBundle() {
      if (!publicDir || !existsSync(publicDir)) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
      for (const file of walk(publicDir)) {
        if (!TEXT.test(file)) continue;
        const target = join(outDir, relative(publicDir, file));
        if (existsSync(target)) compress(target, readFileSync(target));
      }
    },
  };
}

/**
 * The first script's modules: everything index.html loads statically (`src/main.tsx` and what it
 * imports, the shell's inline styles). Worked out from the module graph at the end of the build's
 * module phase; the chunking keeps them out of the app's chunk, so they are not loaded twice and the
 * first script stays small.
 */
function firstScript(): { plugin: Plugin; has: (id: string) => boolean } {
  const boot = fileURLToPath(new URL('./index.html', import.meta.url));
  let members: Set<string> | undefined;
  return {
    plugin: {
      name: 'first-script',
      apply: 'build',
      buildEnd() {
        members = new Set();
        const stack = [boot];
        while (stack.length) {
          const id = stack.pop() as string;
          if (members.has(id)) continue;
          members.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) stack.push(dep);
        }
      },
    },
    has: (id) => members?.has(id) ?? false,
  };
}
const first = firstScript();

/**
 * The app's chunks (app-react, app-main) are imported one after the other by src/start.tsx, to split
 * their evaluation; they are downloaded together, as soon as the first script imports the app.
 */
function appStages(): { plugin: Plugin; preload: (file: string, deps: string[]) => string[] } {
  let app: string | undefined;
  let stageFiles: string[] = [];
  return {
    plugin: {
      name: 'app-stages',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          // vite-plugin-pwa builds the service worker with these plugins too: nothing to do there.
          if (!this.getModuleInfo(APP_ENTRY)) return;
          const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
          app = chunks.find((c) => c.isEntry && c.name === 'app')?.fileName;
          const stage = chunks.filter((c) => STAGE_CHUNKS.includes(c.name));
          if (!app || STAGE_CHUNKS.some((name) => !stage.some((c) => c.name === name))) {
            this.error(`app-stages: the app entry or one of its chunks (${STAGE_CHUNKS.join(', ')}) is missing`);
          }
          stageFiles = [...new Set(stage.flatMap((c) => [c.fileName, ...c.imports]))];
        },
      },
    },
    preload: (file, deps) => (file === app ? [...new Set([...deps, ...stageFiles])] : deps),
  };
}
const stages = appStages();

/** A route id ('/_default/lotto/{-$round_id}') as a regular expression over the URL's path. */
export function routePattern(routeId: string): string {
  const parts = routeId
    .split('/')
    .filter((part) => part && !part.startsWith('_'))
    .map((part) => {
      if (part === '$') return '(?:/.*)?';
      if (/^\{-\$\w+\}$/.test(part)) return '(?:/[^/]+)?';
      if (part.startsWith('$')) return '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return `^${parts.join('')}/?$`;
}

/**
 * Each page's route chunks, written into index.html (`<script type="application/json"
 * id="route-chunks">`, data the browser does not run): the first script preloads the current page's
 * chunks together with the app's, instead of after the app has run and its router asked for them.
 */
function routeChunks(): Plugin {
  const routesDir = fileURLToPath(new URL('./src/routes', import.meta.url));
  return {
    name: 'route-chunks',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        // Chunks the first script or the app already load: not listed again for a page.
        const initial = new Set(chunks.filter((c) => c.isEntry || c.name.startsWith('app-')).flatMap((c) => [c.fileName, ...c.imports]));
        const chunkOf = (id: string) => chunks.find((c) => c.facadeModuleId === id || c.moduleIds.includes(id));
        const withImports = (file: string, out: Set<string>) => {
          if (initial.has(file) || out.has(file)) return;
          out.add(file);
          for (const dep of (bundle[file] as { imports?: string[] }).imports ?? []) withImports(dep, out);
        };
        // Routes load their pages through a feature's door: `lazyRouteComponent(loadResultsPage, ...)`
        // with `export const loadResultsPage = () => import('./results/ResultsPage')` in the feature's
        // index.ts. The pages a route loads are those of the loaders its source names.
        const loaders = new Map<string, Map<string, string>>();
        const loadersOf = (indexId: string) => {
          let map = loaders.get(indexId);
          if (!map) {
            map = new Map();
            for (const m of readFileSync(indexId, 'utf8').matchAll(/export const (\w+) = \(\) => import\('([^']+)'\)/g)) {
              const base = join(dirname(indexId), m[2]);
              const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f));
              if (file) map.set(m[1], file);
            }
            loaders.set(indexId, map);
          }
          return map;
        };
        const pagesLoadedBy = (routeModule: string): string[] => {
          const source = readFileSync(routeModule.split('?')[0], 'utf8');
          return (this.getModuleInfo(routeModule)?.importedIds ?? [])
            .filter((dep) => /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(dep))
            .flatMap((index) => [...loadersOf(index)].filter(([name]) => new RegExp(`\\b${name}\\b`).test(source)).map(([, page]) => page));
        };
        const own = new Map<string, Set<string>>();
        for (const id of this.getModuleIds()) {
          const file = id.split('?')[0];
          if (!file.startsWith(routesDir) || id.includes('?') || !/\.tsx$/.test(file)) continue;
          const routeId = `/${relative(routesDir, file)
            .replace(/\\/g, '/')
            .replace(/\.tsx$/, '')}`.replace(/\/index$/, '/');
          const files = new Set<string>();
          for (const target of [...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []), ...pagesLoadedBy(id)]) {
            const chunk = chunkOf(target);
            if (chunk) withImports(chunk.fileName, files);
          }
          own.set(routeId, files);
        }
        // A page needs its layouts' chunks too: every route id that is a prefix of its own. Files are
        // listed once and referred to by their index.
        const files: string[] = [];
        const index = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
        const table: [string, number[]][] = [];
        for (const routeId of own.keys()) {
          if ([...own.keys()].some((other) => other !== routeId && other.startsWith(`${routeId}/`))) continue;
          const all = new Set<string>();
          for (const [other, otherFiles] of own)
            if (routeId === other || routeId.startsWith(`${other}/`)) for (const f of otherFiles) all.add(f);
          if (all.size) table.push([routePattern(routeId), [...all].map(index)]);
        }
        // Static paths before patterns with parameters, so '/lotto/results' wins over '/lotto/{-$round_id}'.
        table.sort((a, b) => Number(a[0].includes('[^/]')) - Number(b[0].includes('[^/]')));
        const json = JSON.stringify({ files: files.map((f) => `/${f}`), routes: table }).replace(/</g, '\\u003c');
        html.source = String(html.source).replace(
          '</head>',
          `<script type="application/json" id="route-chunks">${json}</script>\n  </head>`,
        );
      },
    },
  };
}

/**
 * The operator back office (/admin, docs/backoffice.md): admin.html and src/admin/, built by a second
 * pass of this config (`vite build --mode admin`, scripts/build.mjs) into dist/admin.html and
 * dist/admin/assets/. A second pass rather than a second input of the member build: in one module
 * graph the member's `app-main` group would take in every shared module (React Query, the router,
 * Chakra's barrel) together with whatever code the back office uses of them, so the member's first
 * chunk would grow with each admin page, and the back office would load the member app to run.
 */
const ADMIN_HTML = fileURLToPath(new URL('./admin.html', import.meta.url));

/** The dev server answers /admin and its client-side routes with admin.html (Vite's multi-page dev). */
function adminDevRoutes(): Plugin {
  return {
    name: 'admin-dev-routes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path === '/admin' || (path.startsWith('/admin/') && !/\.[a-z0-9]{1,8}$/i.test(path))) req.url = '/admin.html';
        next();
      });
    },
  };
}

const adminConfig = defineConfig({
  resolve: {
    alias: {
      ...chakraInternalsAlias,
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  plugins: [react(), precompress()],
  // dist/ already holds the member build (and its service worker, which never lists these files).
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'admin/assets',
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: { input: { admin: ADMIN_HTML } },
    // One chunk of about 210 KB gzipped (Chakra's whole theme, the router, the pages): fine for an
    // operator's desktop, and nothing a member ever loads.
    chunkSizeWarningLimit: 1024,
  },
});

const memberConfig = defineConfig({
  resolve: {
    alias: {
      ...chakraInternalsAlias,
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
      // The default layout (header, footer) and the home page are in the app's first chunk: nearly
      // every first visit renders the layout, and most start on the home page. Split out, they were
      // a second round of requests after the app's code had run, before anything could render.
      // Routes that load their page with lazyRouteComponent are not split again either: the split only
      // held that call, one more round trip before the page's own chunk.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/_default' || routeId === '/_default/' || SELF_LAZY_ROUTES.has(routeId) ? [] : undefined,
      },
    }),
    react(),
    adminDevRoutes(),
    // Chakra's start-up work in short tasks (docs/pwa.md "Budget phones"), in the build and the dev server.
    chakraPatches(),
    chakraStaticCss(),
    chakraInsertInRender(),
    first.plugin,
    stages.plugin,
    routeChunks(),
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
        // The back office (admin.html, admin/assets) is never precached: members never download it.
        globIgnores: ['**/node_modules/**/*', 'screenshots/**', 'admin.html', 'admin/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
      '/media': { target: 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
      '/media': { target: 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Three entries: the page's first script (index.html -> src/main.tsx), and the app it loads
      // once the static shell has painted: src/start.tsx, which evaluates React and then the rest
      // (src/start-main.tsx) one after the other.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        app: APP_ENTRY,
        'app-ui': START_UI,
        'app-theme': START_THEME,
        'app-data': START_DATA,
        'app-main': fileURLToPath(new URL('./src/start-main.tsx', import.meta.url)),
      },
      // Chakra's theme module builds its whole default config (every recipe) at the top level through
      // these helpers; marked pure, the recipes the site does not use drop out of the first chunk.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineStyle'] },
      output: {
        // React in one chunk, everything else the app imports statically in another: many small
        // shared chunks would each lose gzip's shared dictionary (about 10 KB on `/`, whose target is
        // 200 KB). The first script (src/main.tsx) stays small and separate.
        codeSplitting: {
          groups: [
            {
              name: 'app-react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            {
              // Chakra's theme (recipes, tokens, the base preset's utilities: large object literals)
              // and the site's system, evaluated after the styled system they are made with.
              name: 'app-theme',
              tags: ['$initial'],
              test: (id) =>
                id === START_THEME ||
                (/[\\/]src[\\/]theme[\\/]/.test(id) && id !== INSERT_IN_RENDER_MODULE) ||
                /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]|preset-base\.js|preset\.js)/.test(id),
              priority: 4,
              includeDependenciesRecursively: false,
            },
            {
              name: 'app-ui',
              tags: ['$initial'],
              test: (id) =>
                id === START_UI ||
                // Emotion's insertion hooks as the site resolves them (scripts/vite-chakra-insert-in-render.ts).
                id === INSERT_IN_RENDER_MODULE ||
                /node_modules[\\/](@chakra-ui|@emotion|@zag-js|@ark-ui|@pandacss|@floating-ui|@internationalized|stylis|react-is|hoist-non-react-statics|proxy-compare|proxy-memoize)[\\/]/.test(
                  id,
                ),
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'app-data',
              tags: ['$initial'],
              test: (id) =>
                id === START_DATA ||
                /node_modules[\\/](@tanstack|jotai|ofetch|ufo|destr|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval|seroval-plugins)[\\/]/.test(
                  id,
                ),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'app-main',
              tags: ['$initial'],
              test: (id) => !first.has(id) && id !== APP_ENTRY,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    modulePreload: {
      // When the first script imports the app, the app's two chunks start downloading with it.
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' ? stages.preload(file, deps) : deps),
    },
  },
});

export default defineConfig(({ mode }) => (mode === 'admin' ? adminConfig : memberConfig));
