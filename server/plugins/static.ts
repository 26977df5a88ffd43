import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback, constants as zlib } from 'node:zlib';
import { Errors } from '@contract/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml, type LatestResults, RESULTS_CSS, RESULTS_SLOT, resultsHtml, resultsJson } from './static-results';

/** The home page's first banner (the agent's carousel), drawn into the static shell. */
export type FirstBanner = () => Promise<{ image: string; title: string } | undefined>;
/** The latest lotto results, as GET /api/lotto/result answers them (the results page's first view). */
export type LatestResultsRead = () => Promise<LatestResults>;
/** A game lobby's first game pictures, in the order the lobby lists them (GET /api/game/lobby). */
export type LobbyImages = (category: string) => Promise<string[]>;

/** Where index.html's static shell keeps the home page's banner (index.html, features/shell/static). */
export const BANNER_SLOT = '<div class="sh-banner" id="shell-banner"></div>';
/** Where index.html's static shell keeps a game lobby's tiles (src/app/static/static-shell.ts). */
export const GAMES_SLOT = '<ul class="sh-grid" id="shell-games"></ul>';
/** The game lobbies' paths and their categories (src/app/static/static-shell.ts LOBBY). */
const LOBBY_PATHS: Record<string, string> = {
  '/slot': 'slot',
  '/casino': 'casino',
  '/fishing': 'fishing',
  '/freespin': 'freespin',
  '/sport/virtual': 'sport',
};
/** The tiles the shell draws: a phone's first rows (SHELL_TILES in static-shell.ts). */
const LOBBY_TILES = 6;
/** How long the home page's shell is reused before the banner is read again. */
const HOME_TTL_MS = 10_000;
/** The results page's data is re-read at most this often (a result entered shows within seconds). */
const RESULTS_TTL_MS = 5_000;
/** How long a browser (or a cache on the way) may reuse the results page without asking. */
const RESULTS_MAX_AGE_S = 5;

type Page = { html: Buffer; br: Buffer; gz: Buffer; etag: string };

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * A page compressed at brotli's best (about 5 % smaller than quality 9: the results page's 89 KB come
 * to 13 KB). That takes about 200 ms, once per page and TTL, on libuv's pool, not the event loop.
 */
async function page(text: string): Promise<Page> {
  const html = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzip(html, { level: 9 }),
  ]);
  return { html, br, gz, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"` };
}

/**
 * A page written from index.html and some data, kept compressed for `ttlMs` (and re-made at once
 * when the build changes index.html). `write` answers undefined when there is nothing to write in
 * (the plain shell goes out then); that answer is kept a while too.
 */
function writtenPage(root: string, ttlMs: number, write: (shell: string) => Promise<string | undefined>) {
  const file = join(root, 'index.html');
  let cache: { at: number; mtime: number; page: Page | undefined } | undefined;
  // One read and compression at a time: the requests that arrive meanwhile wait for it.
  let making: Promise<Page | undefined> | undefined;
  const make = async (mtime: number) => {
    const text = await write(readFileSync(file, 'utf8'));
    cache = { at: Date.now(), mtime, page: text === undefined ? undefined : await page(text) };
    return cache.page;
  };
  return async (): Promise<Page | undefined> => {
    const mtime = statSync(file).mtimeMs;
    if (cache && cache.mtime === mtime && Date.now() - cache.at < ttlMs) return cache.page;
    making ??= make(mtime).finally(() => {
      making = undefined;
    });
    return making;
  };
}

/**
 * The home page's shell with its first banner already in the HTML: the page's largest picture then
 * loads with the document instead of after a script and an API call (docs/pwa.md "First paint").
 */
function homeShell(root: string, firstBanner: FirstBanner) {
  return writtenPage(root, HOME_TTL_MS, async (shell) => {
    const banner = await firstBanner().catch(() => undefined);
    if (!banner?.image || !shell.includes(BANNER_SLOT) || !/^(\/[^/]|https?:\/\/)/.test(banner.image)) return undefined;
    const img = `<img src="${escapeHtml(banner.image)}" alt="${escapeHtml(banner.title)}" width="1200" height="400" fetchpriority="high" draggable="false" />`;
    // The home layout from the first paint (the first script would set it too, but may run later).
    const home = shell.replace(/<html(?![^>]*data-shell)/, '<html data-shell="home"');
    return home.replace(BANNER_SLOT, BANNER_SLOT.replace('></div>', `>${img}</div>`));
  });
}

/**
 * A game lobby's shell with its first game pictures in the HTML, drawn as the first script draws
 * them from the early lobby answer (static-shell.ts showShellGames): the page's largest picture, the
 * first tile, then loads with the document instead of after the first script and an API call.
 */
function lobbyShell(root: string, category: string, lobbyImages: LobbyImages) {
  return writtenPage(root, HOME_TTL_MS, async (shell) => {
    if (!shell.includes(GAMES_SLOT)) return undefined;
    const images = (await lobbyImages(category).catch(() => [])).filter((src) => /^(\/[^/]|https?:\/\/)/.test(src)).slice(0, LOBBY_TILES);
    if (images.length === 0) return undefined;
    const tiles = images
      .map(
        (src) =>
          `<li><div class="sh-tile"><img src="${escapeHtml(src)}" alt="" width="320" height="320" fetchpriority="high" draggable="false" /></div><div class="sh-name"></div></li>`,
      )
      .join('');
    const lobby = shell.replace(/<html(?![^>]*data-shell)/, '<html data-shell="lobby"');
    return lobby.replace(GAMES_SLOT, () => GAMES_SLOT.replace('></ul>', `>${tiles}</ul>`));
  });
}

/**
 * /lotto/results with the latest results in the HTML (docs/lotto.md "Results on a weak connection"):
 * readable before any script; the answer rides along for the app's query cache. The read's failure
 * is the caller's to log; the plain shell goes out then (the app asks for the results itself).
 */
function resultsShell(root: string, latestResults: LatestResultsRead) {
  return writtenPage(root, RESULTS_TTL_MS, async (shell) => {
    if (!shell.includes(RESULTS_SLOT) || !shell.includes('</head>')) return undefined;
    const latest = await latestResults();
    const at = Date.now();
    const withLayout = shell.replace(/<html(?![^>]*data-shell)/, '<html data-shell="results"');
    return withLayout
      .replace('</head>', () => `<style>${RESULTS_CSS}</style></head>`)
      .replace(RESULTS_SLOT, () => RESULTS_SLOT.replace('></div>', `>${resultsHtml(latest, at)}${resultsJson(latest, at)}</div>`));
  });
}

/**
 * A written page, compressed as the browser accepts. The home page is revalidated on every load;
 * the results page may be reused for `maxAge` seconds; both answer 304 to their ETag.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: Page, maxAge = 0) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', maxAge > 0 ? `public, max-age=${maxAge}` : 'no-cache')
    .header('vary', 'Accept-Encoding')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  if (String(req.headers['if-none-match'] ?? '') === page.etag) return reply.code(304).send();
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(page.gz);
  return reply.send(page.html);
}

/**
 * The build's files as URL paths (`/assets/app-1a2b.js`), as @fastify/static's own listing found them
 * for `wildcard: false`: dotfiles and dot-directories left out, symbolic links followed (a directory
 * reached twice is listed once, so a link back up the tree ends), broken links left out.
 */
function builtFiles(root: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (dir: string, url: string) => {
    const real = realpathSync(dir);
    if (seen.has(real)) return;
    seen.add(real);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      const isDir = entry.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false })?.isDirectory() : entry.isDirectory();
      if (isDir) walk(path, `${url}${entry.name}/`);
      else if (isDir === false) files.add(`${url}${entry.name}`);
    }
  };
  walk(root, '/');
  return files;
}

/**
 * Serves the built PWA. Hashed assets are immutable; the shell, the manifest and the service
 * worker are revalidated on every load so an update reaches members. Any non-API path that is not a
 * file gets the shell (the SPA routes), `/` with the first banner drawn in when `firstBanner` is
 * given, `/lotto/results` with the latest results when `latestResults` is given; unknown /api paths
 * get the envelope with 404.
 */
// Named: fastify-plugin finds an anonymous plugin's name in a stack trace, which parses the server's whole source map at start (docs/startup.md).
export const staticPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { root?: string; firstBanner?: FirstBanner; latestResults?: LatestResultsRead; lobbyImages?: LobbyImages },
  ) => {
    const root = opts.root ? resolve(opts.root) : undefined;
    const hasShell = root !== undefined && existsSync(join(root, 'index.html'));
    const home = hasShell && opts.firstBanner ? homeShell(root, opts.firstBanner) : undefined;
    const results = hasShell && opts.latestResults ? resultsShell(root, opts.latestResults) : undefined;
    const { lobbyImages } = opts;
    const lobbies = new Map(
      hasShell && lobbyImages ? Object.entries(LOBBY_PATHS).map(([path, category]) => [path, lobbyShell(root, category, lobbyImages)]) : [],
    );
    const hasAdmin = hasShell && existsSync(join(root, 'admin.html'));
    if (hasShell) {
      const files = builtFiles(root);
      await app.register(fastifyStatic, {
        root,
        // One route for the whole build, serving only the files it held at start: @fastify/static's
        // `wildcard: false` gave each file a GET and a HEAD route (a tenth of a second at every start,
        // docs/startup.md) for the same answers. Anything else goes to the not-found handler below,
        // whose sendFile('index.html') comes through here too (without the leading slash).
        wildcard: true,
        allowedPath: (path) => files.has(path.startsWith('/') ? path : `/${path}`),
        index: false,
        // The build writes .br and .gz beside scripts, styles and the shell (vite.config.ts).
        preCompressed: true,
        // Our own cache-control below (send's default would replace it with max-age=0).
        cacheControl: false,
        setHeaders(res, path) {
          if (path.includes(`${join('/', 'assets', '/')}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          else res.setHeader('cache-control', 'no-cache');
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }
    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split('?')[0];
      if (path.startsWith('/api/') || path === '/api' || !hasShell || req.method !== 'GET') {
        return reply.code(404).send({ error: Errors.NOT_FOUND.code, message: Errors.NOT_FOUND.message });
      }
      // A path with a file extension that is not on disk is a missing file, not a route.
      if (/\.[a-z0-9]{1,8}$/i.test(path)) return reply.code(404).type('text/plain').send('Not Found');
      // The back office's routes get its own page (admin.html, docs/backoffice.md), never the member shell.
      if (path === '/admin' || path.startsWith('/admin/')) {
        if (!hasAdmin) return reply.code(404).type('text/plain').send('Not Found');
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('admin.html');
      }
      if (path === '/' && home) {
        const page = await home().catch((err: unknown) => {
          req.log.warn({ err }, 'home shell without its banner');
          return undefined;
        });
        if (page) return sendPage(req, reply, page);
      }
      const lobby = lobbies.get(path.replace(/\/$/, ''));
      if (lobby) {
        const page = await lobby().catch((err: unknown) => {
          req.log.warn({ err }, 'lobby shell without its games');
          return undefined;
        });
        if (page) return sendPage(req, reply, page);
      }
      // The latest results' view only: a category's or a day's history is the app's to draw.
      if (path === '/lotto/results' && results && !/[?&](category|date)=/.test(req.url)) {
        const page = await results().catch((err: unknown) => {
          req.log.warn({ err }, 'results page without its results');
          return undefined;
        });
        if (page) return sendPage(req, reply, page, RESULTS_MAX_AGE_S);
      }
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    });
  },
  { name: 'static' },
);
