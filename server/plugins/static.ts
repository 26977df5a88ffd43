import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { Errors } from '@contract/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The home page's first banner (the agent's carousel), drawn into the static shell. */
export type FirstBanner = () => Promise<{ image: string; title: string } | undefined>;

/** Where index.html's static shell keeps the home page's banner (index.html, features/shell/static). */
export const BANNER_SLOT = '<div class="sh-banner" id="shell-banner"></div>';
/** How long the home page's shell is reused before the banner is read again. */
const HOME_TTL_MS = 10_000;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The home page's shell with its first banner already in the HTML: the page's largest picture then
 * loads with the document instead of after a script and an API call (docs/pwa.md "First paint").
 * Built from index.html (re-read when the build changes it) and kept compressed for a few seconds.
 */
function homeShell(root: string, firstBanner: FirstBanner) {
  const file = join(root, 'index.html');
  type Page = { html: Buffer; br: Buffer; gz: Buffer };
  // `page` undefined: no banner to draw (none, unreadable, or not a web address); also kept a while.
  let cache: { at: number; mtime: number; page: Page | undefined } | undefined;
  return async (): Promise<Page | undefined> => {
    const mtime = statSync(file).mtimeMs;
    if (cache && cache.mtime === mtime && Date.now() - cache.at < HOME_TTL_MS) return cache.page;
    const shell = readFileSync(file, 'utf8');
    const banner = await firstBanner().catch(() => undefined);
    let page: Page | undefined;
    if (banner?.image && shell.includes(BANNER_SLOT) && /^(\/[^/]|https?:\/\/)/.test(banner.image)) {
      const img = `<img src="${escapeHtml(banner.image)}" alt="${escapeHtml(banner.title)}" width="1200" height="400" fetchpriority="high" draggable="false" />`;
      // The home layout from the first paint (the first script would set it too, but may run later).
      const home = shell.replace(/<html(?![^>]*data-shell)/, '<html data-shell="home"');
      const html = Buffer.from(home.replace(BANNER_SLOT, BANNER_SLOT.replace('></div>', `>${img}</div>`)));
      page = { html, br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), gz: gzipSync(html, { level: 9 }) };
    }
    cache = { at: Date.now(), mtime, page };
    return page;
  };
}

function sendHome(req: FastifyRequest, reply: FastifyReply, page: { html: Buffer; br: Buffer; gz: Buffer }) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(page.gz);
  return reply.send(page.html);
}

/**
 * Serves the built PWA. Hashed assets are immutable; the shell, the manifest and the service
 * worker are revalidated on every load so an update reaches members. Any non-API path that is not a
 * file gets the shell (the SPA routes), `/` with the first banner drawn in when `firstBanner` is
 * given; unknown /api paths get the envelope with 404.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root?: string; firstBanner?: FirstBanner }) => {
  const root = opts.root ? resolve(opts.root) : undefined;
  const hasShell = root !== undefined && existsSync(join(root, 'index.html'));
  const home = hasShell && opts.firstBanner ? homeShell(root, opts.firstBanner) : undefined;
  if (hasShell) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
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
    if (path === '/' && home) {
      const page = await home().catch((err: unknown) => {
        req.log.warn({ err }, 'home shell without its banner');
        return undefined;
      });
      if (page) return sendHome(req, reply, page);
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
});
