import type { FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';

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

/**
 * The database as the demo seed should use it: its queries let the event loop run at least every
 * `sliceMs`. PGlite answers within microtasks, so a seed of a few hundred queries would otherwise keep
 * the listening server from reading any request, /api/health and /api/ready included, until it is
 * done (docs/startup.md). Held requests still wait for the seed; nothing else touches the data meanwhile.
 */
export function yieldingEvery<T>(db: Kysely<T>, sliceMs = 5): Kysely<T> {
  let last = performance.now();
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    async transformResult(args) {
      if (performance.now() - last >= sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        last = performance.now();
      }
      return args.result;
    },
  };
  return db.withPlugin(plugin);
}
