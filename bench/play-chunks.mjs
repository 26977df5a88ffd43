// What /play loads, measured on the real Vite build (docs/games.md "The /play page (src/features/play/)": the game clients load
// none of the member-area code). Builds in memory (nothing is written to dist/), then walks the
// chunk graph from the /play route's own chunks: their static imports (loaded with the page) and
// their dynamic imports (the game clients, sheets and verify view it may load). The entry chunk is
// shared by every page and is reported on its own. Exit code 1 if member-area code is reachable.
//
//   flock /tmp/thai-member-site-build.lock node bench/play-chunks.mjs
import { gzipSync } from 'node:zlib';
import { build, loadConfigFromFile } from 'vite';

const MEMBER_AREA = [
  /\/src\/app\//,
  /\/src\/features\/(?!play\/)/,
  /\/src\/lib\/http\.ts$/,
  /\/src\/state\/(auth|agent|store)\.ts$/,
  /\/src\/routes\/_(default|auth|payment|lobby|liff)/,
];
const ALLOWED = [/\/src\/app\/layouts\/GameLayout\.tsx/];
const isMember = (id) => MEMBER_AREA.some((re) => re.test(id)) && !ALLOWED.some((re) => re.test(id));
const rel = (id) => id.replace(`${process.cwd()}/`, '').replace(/\?.*$/, '');

// The plugins that write files after the bundle (pre-compression, the service worker) are left out;
// the PWA plugin itself stays for its virtual module.
const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts');
const SKIP = new Set([
  'precompress',
  'vite-plugin-pwa:build',
  'vite-plugin-pwa:info',
  'vite-plugin-pwa:dev-sw',
  'vite-plugin-pwa:pwa-assets',
]);
const plugins = config.plugins.flat(Number.POSITIVE_INFINITY).filter((p) => p && !SKIP.has(p.name));
const out = await build({ ...config, configFile: false, plugins, logLevel: 'warn', build: { ...config.build, write: false } });
const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const gz = (c) => gzipSync(c.code, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// Every page loads the entries (the first script, the app's start) and the app's two stage chunks
// (vite.config.ts `codeSplitting`: React, and everything the app imports statically, the route tree
// with it). They are reported on their own; the walk below is the /play route's own code.
const shared = new Set(chunks.filter((c) => c.isEntry || c.name === 'app-react' || c.name === 'app-main'));
const roots = chunks.filter(
  (c) => c.facadeModuleId && /src\/(routes\/_game(\.tsx|\/play\.tsx)|features\/play\/PlayPage\.tsx)/.test(c.facadeModuleId),
);
if (roots.length === 0) throw new Error('no /play route chunk found');

/** Chunks reached from `start` through static imports (and dynamic ones when asked), the shared ones left out. */
function reach(start, dynamic) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const c = queue.pop();
    if (!c || seen.has(c) || shared.has(c)) continue;
    seen.add(c);
    for (const f of c.imports) queue.push(byFile.get(f));
    if (dynamic) for (const f of c.dynamicImports) queue.push(byFile.get(f));
  }
  return [...seen];
}

const withPage = reach(roots, false);
const mayLoad = reach(roots, true).filter((c) => !withPage.includes(c));
let bad = 0;
const show = (title, list) => {
  console.log(`${title}: ${list.length} chunks, ${kb(list.reduce((s, c) => s + gz(c), 0))} gzipped`);
  for (const c of list.sort((a, b) => gz(b) - gz(a))) {
    const member = c.moduleIds.filter(isMember);
    bad += member.length;
    console.log(`  ${kb(gz(c)).padStart(9)}  ${c.fileName}${member.length ? `  MEMBER-AREA: ${member.map(rel).join(', ')}` : ''}`);
  }
};
show('/play route chunks (static imports, loaded with the page)', withPage);
show('/play lazy chunks (game clients, paytables, verify view)', mayLoad);
// The shared chunks hold the route tree: every route's definition (its split-off component aside) and
// what the guards, loaders and layouts call; shown for information, it is not the /play route's own code.
for (const c of [...shared].sort((x, y) => gz(y) - gz(x))) {
  const member = c.moduleIds.filter(isMember).map(rel);
  const routeDefs = member.filter((m) => m.startsWith('src/routes/'));
  console.log(
    `shared chunk ${c.fileName} (every page): ${kb(gz(c))} gzipped, ${routeDefs.length} route definitions, ${member.length - routeDefs.length} member-area modules`,
  );
}
console.log(bad === 0 ? 'OK: no member-area module in the /play chunks' : `FAIL: ${bad} member-area modules in the /play chunks`);
process.exit(bad === 0 ? 0 : 1);
