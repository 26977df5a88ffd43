import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CHECKER, DEMO_OPERATOR, DEMO_SUPPORT } from '../../seed';
import { createTestApp, engineName, makeOperator, type TestContext } from '../../test';
import { adminPassword } from './operator-check';
import { isWeakPassword, WEAK_PASSWORDS, weakCandidates } from './weak-passwords';

describe(`launch admin password check (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  // Each case starts with no active operator (rows stay: the audit refers to them).
  beforeEach(async () => {
    await t.handle.db.updateTable('operator').set({ active: false }).execute();
  });

  it('blocks with no admin at all, and tells how to make one', async () => {
    await makeOperator(t, 'finance', { password: 'Strong-finance-2024' });
    const [f] = await adminPassword(t.handle.db);
    expect(f).toMatchObject({ key: 'admin_password', severity: 'block', fix: '/admin/operators' });
    expect(f.en).toContain('npm run ops -- create-operator');
  });

  it("blocks while every active admin's password is a weak one: a demo login, the username, a common one", async () => {
    await makeOperator(t, 'admin', { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password });
    await makeOperator(t, 'admin', { username: 'boss', password: 'boss123456' });
    await makeOperator(t, 'admin', { username: 'night', password: 'Password123' });
    // A strong password on a role other than admin does not count.
    await makeOperator(t, 'support', { password: 'Correct-Horse-42-Battery' });
    const [f] = await adminPassword(t.handle.db);
    expect(f).toMatchObject({ key: 'admin_password', severity: 'block', en: expect.stringContaining('guessable') });
  });

  it('passes once one active admin has a strong password, and not when that admin is switched off', async () => {
    await makeOperator(t, 'admin', { username: 'first', password: 'first1234' });
    const strong = await makeOperator(t, 'admin', { username: 'owner', password: 'Kh0ng-Dee-Mak-2569' });
    expect(await adminPassword(t.handle.db)).toEqual([]);
    await t.handle.db.updateTable('operator').set({ active: false }).where('id', '=', strong.id).execute();
    expect(await adminPassword(t.handle.db)).toHaveLength(1);
  });

  it("the shipped list has the demo seed's logins, and a verdict is kept by hash", async () => {
    for (const demo of [DEMO_OPERATOR, DEMO_CHECKER, DEMO_SUPPORT]) expect(WEAK_PASSWORDS).toContain(demo.password);
    expect(weakCandidates('somchai').slice(0, 4)).toEqual(['somchai', 'somchai1234', 'somchai12345', 'somchai123456']);
    const op = await makeOperator(t, 'admin', { username: 'somchai', password: 'somchai12345' });
    const { password_hash } = await t.handle.db
      .selectFrom('operator')
      .select('password_hash')
      .where('id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(await isWeakPassword(password_hash, 'somchai')).toBe(true);
    // Kept by hash: asked again under a name whose list lacks that password, the verdict stands (no new verification).
    expect(await isWeakPassword(password_hash, 'nobody.else')).toBe(true);
    const fresh = await makeOperator(t, 'admin', { username: 'somsak', password: 'somchai12345' });
    const other = await t.handle.db.selectFrom('operator').select('password_hash').where('id', '=', fresh.id).executeTakeFirstOrThrow();
    expect(await isWeakPassword(other.password_hash, 'nobody.else')).toBe(false);
  });
});
