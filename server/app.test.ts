import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { redactUrl } from './plugins/security';
import { createTestApp, engineName, type TestContext } from './test';

describe(`the API core (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers health in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 0, message: 'ok', data: { status: 'ok' } });
  });

  it('echoes a request id and sends helmet headers with a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(fresh.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets only this origin frame its pages (the game launcher frames /play and /sandbox/play)', async () => {
    for (const url of ['/api/health', '/play?game=siam-treasure&token=gl_x&wallet=1', '/sandbox/play?game=coin-toss&token=gl_x&lang=th']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).not.toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('never writes a launch token from a URL to the log', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      db: t.handle.db,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await logged.ready();
      const token = `gl_${'Q'.repeat(43)}`;
      await logged.inject({ method: 'GET', url: `/play?game=siam-treasure&token=${token}&wallet=1` });
      await logged.inject({ method: 'GET', url: `/sandbox/play?game=coin-toss&token=${token}&lang=th&mobile=1` });
      await logged.inject({ method: 'GET', url: `/api/games/house/session?token=${token}` });
      const log = lines.join('');
      expect(log).toContain('/play?game=siam-treasure&token=[REDACTED]&wallet=1');
      expect(log).toContain('/sandbox/play?game=coin-toss&token=[REDACTED]&lang=th&mobile=1');
      expect(log).toContain('/api/games/house/session?token=[REDACTED]');
      expect(log).not.toContain('QQQQ');
    } finally {
      await logged.close();
    }
  });

  it('redacts every token parameter of a URL and leaves the rest as it was', () => {
    expect(redactUrl('/play?token=gd_abc')).toBe('/play?token=[REDACTED]');
    expect(redactUrl('/x?a=1&token=gl_abc&TOKEN=gl_def#top')).toBe('/x?a=1&token=[REDACTED]&TOKEN=[REDACTED]#top');
    expect(redactUrl('/x?mytoken=keep&a=token=keep')).toBe('/x?mytoken=keep&a=token=keep');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('serves the OpenAPI document built from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/agent/validate');
    expect(doc.paths['/api/agent/validate'].get.parameters[0].name).toBe('code');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 5, message: 'ไม่พบข้อมูลที่ต้องการ' });
  });

  it('refuses bodies over 64 KB with 413 and a Thai message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/config',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 9, message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป' });
  });

  it('answers malformed JSON with 422 in Thai, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/config',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(1);
    expect(res.json().message).toMatch(/ข้อมูลไม่ถูกต้อง/);
  });

  it('answers a query that fails validation with 422 and the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agent/validate' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 1, data: { fields: { code: 'ไม่พบรหัสเอเยนต์' } } });
  });
});
