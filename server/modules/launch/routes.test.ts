import { LaunchChecklist } from '@contract/admin-launch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectOk, get, makeOperator, type TestContext } from '../../test';
import { AGENT_ID } from '../agent';

describe(`GET /api/admin/launch/checklist (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses a caller without an operator token', async () => {
    const res = await get(t, '/api/admin/launch/checklist');
    expect(res.statusCode).toBe(401);
  });

  it('answers every role the same findings, blocks first in step order, until they are fixed', async () => {
    const admin = await makeOperator(t, 'admin');
    const finance = await makeOperator(t, 'finance');
    const support = await makeOperator(t, 'support');
    const before = LaunchChecklist.parse(expectOk(await get(t, '/api/admin/launch/checklist', admin.token)));
    expect(before.ready).toBe(false);
    const keys = before.findings.map((f) => f.key);
    // The test configuration is development-like: no profile, no account, SMS on memory, no origin, sandboxes on.
    expect(keys).toEqual(
      expect.arrayContaining(['agent_profile', 'deposit_account', 'sms_transport', 'https_origin', 'dev_secrets', 'sandbox', 'node_env']),
    );
    // makeOperator's passwords are none of the weak ones.
    expect(keys).not.toContain('admin_password');
    expect(keys.indexOf('agent_profile')).toBeLessThan(keys.indexOf('deposit_account'));
    for (const op of [finance, support]) expect(expectOk(await get(t, '/api/admin/launch/checklist', op.token))).toEqual(before);

    await t.handle.db
      .updateTable('agent')
      .set({ profile_saved_at: new Date(), logo: '/api/brand/abc.png' })
      .where('id', '=', AGENT_ID)
      .execute();
    await t.handle.db
      .insertInto('deposit_account')
      .values({ agent_id: AGENT_ID, kind: 'bank', bank_code: '004', account_number: '0731234567', account_name: 'บจก. ทดสอบ' })
      .execute();
    const after = LaunchChecklist.parse(expectOk(await get(t, '/api/admin/launch/checklist', finance.token)));
    expect(after.findings.map((f) => f.key)).toEqual(keys.filter((k) => !['agent_profile', 'agent_logo', 'deposit_account'].includes(k)));
  });
});
