import Fastify from 'fastify';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { holdUntilSeeded, yieldingEvery } from './readiness';

function appWith(seeding: Promise<void> | null) {
  const app = Fastify();
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/data', async () => ({ rows: 1 }));
  holdUntilSeeded(app, seeding);
  return app;
}

describe('holdUntilSeeded', () => {
  it('answers health at once, ready 503 and holds other requests until the seed is in', async () => {
    let done!: () => void;
    const app = appWith(new Promise<void>((r) => (done = r)));
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/ready')).json()).toMatchObject({ data: { status: 'seeding' } });
    expect((await app.inject('/api/ready?x=1')).statusCode).toBe(503);
    let answered = false;
    const held = app.inject('/api/data?day=today').then((res) => {
      answered = true;
      return res;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    done();
    const res = await held;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: 1 });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ data: { status: 'ready' } });
  });

  it('holds nothing without a seed, and fails held requests when the seed fails', async () => {
    expect((await appWith(null).inject('/api/data')).statusCode).toBe(200);
    expect((await appWith(null).inject('/api/ready')).statusCode).toBe(200);
    const app = appWith(Promise.reject(new Error('seed failed')));
    expect((await app.inject('/api/data')).statusCode).toBe(500);
    expect((await app.inject('/api/ready')).statusCode).toBe(503);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('yieldingEvery', () => {
  // Queries that answer within microtasks, as PGlite's do, each followed by a millisecond of work.
  const db = new Kysely<{ t: { id: number } }>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  /** How many queries were done when a callback queued at the start got its turn (-1: not before the end). */
  const turnOfQueuedCallback = async (seedDb: typeof db) => {
    let done = 0;
    let seenAt = -1;
    setImmediate(() => {
      seenAt = done;
    });
    for (; done < 40; done++) {
      await seedDb.selectFrom('t').selectAll().execute();
      const until = performance.now() + 1;
      while (performance.now() < until);
    }
    return seenAt;
  };

  it('lets the event loop run every few milliseconds of a seed, which it otherwise never does', async () => {
    expect(await turnOfQueuedCallback(db)).toBe(-1);
    const seenAt = await turnOfQueuedCallback(yieldingEvery(db, 5));
    expect(seenAt).toBeGreaterThanOrEqual(0);
    expect(seenAt).toBeLessThan(10);
  });
});
