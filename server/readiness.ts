import type { FastifyInstance } from 'fastify';

/** Answered while the demo data is still being seeded; every other request waits for it. */
const LIVE_PATHS = new Set(['/api/health', '/api/ready']);

/**
 * The server listens before the demo seed (docs/startup.md). Until `seeding` settles, every request
 * except /api/health (liveness) and /api/ready waits for it, so no page or API call sees half of the
 * data; /api/ready (readiness) answers 503 until then, 200 after. A failed seed keeps it 503 and the
 * waiting requests fail (main.ts stops the server). Call before the app listens.
 */
export function holdUntilSeeded(app: FastifyInstance, seeding: Promise<void> | null): void {
  let pending = seeding;
  pending?.then(
    () => {
      pending = null;
    },
    () => {},
  );
  app.addHook('onRequest', async (req) => {
    if (pending && !LIVE_PATHS.has(req.url.split('?', 1)[0])) await pending;
  });
  app.get('/api/ready', { schema: { hide: true } }, async (_req, reply) =>
    pending
      ? reply.code(503).send({ error: 1, message: 'กำลังเตรียมข้อมูล', data: { status: 'seeding' } })
      : { error: 0, message: 'ok', data: { status: 'ready' } },
  );
}
