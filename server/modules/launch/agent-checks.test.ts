import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedAgent } from '../../seed';
import { createTestApp, engineName, type TestContext } from '../../test';
import { AGENT_ID } from '../agent';
import { agentChecks, PLACEHOLDER_LOGO } from './agent-checks';

describe(`launch agent checks (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const db = () => t.handle.db;
  const setAgent = (
    values: Partial<{
      name: string;
      logo: string;
      line_contact_url: string;
      line_id: string;
      phone: string;
      profile_saved_at: Date | null;
    }>,
  ) => db().updateTable('agent').set(values).where('id', '=', AGENT_ID).execute();
  const keys = async () => (await agentChecks(db())).map((f) => `${f.key}:${f.severity}`);

  beforeEach(async () => {
    await db().deleteFrom('deposit_account').execute();
    await seedAgent(db(), t.config);
    await setAgent({ profile_saved_at: null });
  });

  it('a fresh agent row (the seed placeholder) blocks on the profile and the accounts and warns on the logo', async () => {
    const found = await agentChecks(db());
    expect(found.map((f) => `${f.key}:${f.severity}`)).toEqual(['agent_profile:block', 'agent_logo:warn', 'deposit_account:block']);
    expect(found[0]).toMatchObject({ fix: '/admin/settings', en: expect.stringContaining('never saved') });
    expect(found[1].fix).toBe('/admin/settings');
    expect(found[2]).toMatchObject({ fix: '/admin/deposit-accounts', th: expect.stringContaining('บัญชีรับเงินฝาก') });
    expect((await db().selectFrom('agent').select('logo').executeTakeFirstOrThrow()).logo).toBe(PLACEHOLDER_LOGO);
  });

  it('agent_profile: saved with a name and one way of contact passes; an empty name or no contact blocks', async () => {
    await setAgent({ profile_saved_at: new Date(), line_contact_url: '', line_id: '', phone: '' });
    const noContact = (await agentChecks(db())).find((f) => f.key === 'agent_profile');
    expect(noContact).toMatchObject({ severity: 'block', en: expect.stringContaining('no LINE link, LINE id or phone') });
    await setAgent({ phone: '0812345678' });
    expect(await keys()).not.toContain('agent_profile:block');
    await setAgent({ name: '  ' });
    expect((await agentChecks(db())).find((f) => f.key === 'agent_profile')?.en).toBe('the site has no name');
  });

  it('agent_logo: an uploaded logo passes, an empty one warns', async () => {
    await setAgent({ logo: '/api/brand/3f2a9c.png' });
    expect(await keys()).not.toContain('agent_logo:warn');
    await setAgent({ logo: '' });
    expect(await keys()).toContain('agent_logo:warn');
  });

  it('deposit_account: one active account of any kind passes; switched-off accounts do not count', async () => {
    await db()
      .insertInto('deposit_account')
      .values({ agent_id: AGENT_ID, kind: 'truemoney', account_number: '0951234567', account_name: 'โกลเด้น วิน', active: false })
      .execute();
    expect(await keys()).toContain('deposit_account:block');
    await db()
      .insertInto('deposit_account')
      .values({ agent_id: AGENT_ID, kind: 'promptpay', account_number: '0812345678', account_name: 'โกลเด้น วิน' })
      .execute();
    expect(await keys()).not.toContain('deposit_account:block');
  });
});
