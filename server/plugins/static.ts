import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Errors } from '@contract/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built PWA. Hashed assets are immutable; the shell, the manifest and the service
 * worker are revalidated on every load so an update reaches members. Any non-API path that is not a
 * file gets the shell (the SPA routes); unknown /api paths get the envelope with 404.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root ? resolve(opts.root) : undefined;
  const hasShell = root !== undefined && existsSync(join(root, 'index.html'));
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
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api' || !hasShell || req.method !== 'GET') {
      return reply.code(404).send({ error: Errors.NOT_FOUND.code, message: Errors.NOT_FOUND.message });
    }
    // A path with a file extension that is not on disk is a missing file, not a route.
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return reply.code(404).type('text/plain').send('Not Found');
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
});
