import { Errors } from '@contract/errors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/reply';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler limiting how often one key may call a route in a window. `by` picks the key:
     * the client IP, or a field of the validated body (the account), so one route can be limited
     * both ways (docs/security.md "Rate limits").
     */
    limit: (name: string, max: number, windowMs: number, by?: (req: FastifyRequest) => string | undefined) => preHandlerAsyncHookHandler;
  }
}

/** A launch token in a query string (`token=gl_...`, `token=gd_...`) is a bearer secret: never logged. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  return url.slice(0, q) + url.slice(q).replace(/([?&]token=)[^&#]*/gi, '$1[REDACTED]');
}

/**
 * Fastify's own request serializer (fastify/lib/logger-pino.js) with the URL's token redacted: the
 * request log line carries req.url, and /play, /sandbox/play and the house play API take the token
 * in their query.
 */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    version: typeof req.headers['accept-version'] === 'string' ? req.headers['accept-version'] : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  }),
};

/** Helmet headers with a CSP fit for the PWA, and rate limits kept in Redis when REDIS_URL is set. */
// A named function: fastify-plugin finds an anonymous one's name in a stack trace, which parses the server's whole source map at start (docs/startup.md).
export const securityPlugin = fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chakra (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The game launcher frames /play (this SPA) and /sandbox/play; other origins still may not.
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The legacy header says the same as frame-ancestors, for browsers that read only it.
    xFrameOptions: { action: 'sameorigin' },
    hsts: app.config.nodeEnv === 'production',
  });

  let redis: import('ioredis').Redis | undefined;
  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }

  await app.register(rateLimit, {
    global: false,
    redis,
    skipOnError: true,
    nameSpace: 'rl:',
    errorResponseBuilder: () => new AppError(Errors.RATE_LIMITED),
  });

  app.decorate('limit', (name: string, max: number, windowMs: number, by?: (req: FastifyRequest) => string | undefined) => {
    if (!app.config.rateLimits) return async () => {};
    // createRateLimit, not rateLimit: the plugin's rateLimit handlers run once per request, which would
    // silently skip a route's second limit (by IP and by account).
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (req: FastifyRequest) => `${name}:${by ? (by(req) ?? req.ip) : req.ip}`,
    });
    return async (req, reply) => {
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(Errors.RATE_LIMITED);
      }
    };
  });
});
