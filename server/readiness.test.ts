import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { holdUntilSeeded } from './readiness';

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
