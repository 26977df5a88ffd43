import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * For a route scope whose requests are signed over their exact bytes (payments/signing.ts): every
 * content type is kept raw, and the JSON is parsed only after the signature holds. Call it in the
 * scope's own plugin: Fastify's encapsulation keeps the change to those routes.
 */
export function keepRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
}

/** The raw bytes of a request in such a scope (empty when it had no body). */
export function rawBodyOf(req: FastifyRequest): Buffer {
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}
