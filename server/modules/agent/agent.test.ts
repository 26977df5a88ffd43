import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../test';

describe(`agent calls (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("validates only this site's agent code", async () => {
    const good = await t.app.inject({ method: 'GET', url: `/api/agent/validate?code=${t.config.agentCode}` });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ error: 0, data: { agent_code: t.config.agentCode } });
    const bad = await t.app.inject({ method: 'GET', url: '/api/agent/validate?code=OTHER1' });
    expect(bad.json()).toMatchObject({ error: 2001, message: 'รหัสเอเยนต์ไม่ถูกต้อง' });
  });

  it("answers the agent config and refuses another agent's code with 400", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/agent/config', payload: {} });
    expect(res.json().data.info).toHaveProperty('line_contact_url');
    const other = await t.app.inject({ method: 'POST', url: '/api/agent/config', payload: { agent_code: 'OTHER1' } });
    expect(other.statusCode).toBe(400);
    const banner = await t.app.inject({ method: 'GET', url: '/api/banner?agent_code=OTHER1' });
    expect(banner.statusCode).toBe(400);
  });

  it('keeps bank accounts for members only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/agent/bank_accounts' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 2, message: 'กรุณาเข้าสู่ระบบ' });
  });
});
