import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestContext, testConfig } from './test';

/** The reward jobs' clock over HTTP exists only where the config turns it on (never in production). */
describe('POST /api/test/rewards/run', () => {
  let plain: TestContext;
  let clocked: TestContext;
  beforeAll(async () => {
    plain = await createTestApp();
    clocked = await createTestApp({ jobs: { ...testConfig().jobs, testClock: true } });
  });
  afterAll(async () => {
    await plain?.close();
    await clocked?.close();
  });

  it('is not there by default', async () => {
    const res = await post(plain, '/api/test/rewards/run', { days_ahead: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('runs the reward jobs with the clock moved ahead, once per period however often it is called', async () => {
    const first = await post(clocked, '/api/test/rewards/run', { days_ahead: 1 });
    expect(first.statusCode).toBe(200);
    const body = first.json() as { error: number; data: { now: string } };
    expect(body.error).toBe(0);
    expect(Date.parse(body.data.now) - Date.now()).toBeGreaterThan(86_000_000);
    const runs = await clocked.handle.db.selectFrom('reward_run').select(['kind', 'period', 'status']).execute();
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((r) => r.status === 'done')).toBe(true);
    await post(clocked, '/api/test/rewards/run', { days_ahead: 1 });
    expect(await clocked.handle.db.selectFrom('reward_run').select('kind').execute()).toHaveLength(runs.length);
    const bad = await post(clocked, '/api/test/rewards/run', { days_ahead: 'x' });
    expect((bad.json() as { error: number }).error).not.toBe(0);
  });
});
