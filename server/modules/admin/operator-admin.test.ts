import { Errors } from '@contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  get,
  makeOperator,
  operatorToken,
  post,
  put,
  type TestContext,
} from '../../test';
import { updateOperator } from './operator-admin';

type Op = { id: number; username: string; display_name: string; role: string; active: boolean; last_login_at: string | null };

describe(`operators and roles (${engineName()})`, () => {
  let t: TestContext;
  let boss: Awaited<ReturnType<typeof makeOperator>>;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await makeOperator(t, 'admin', { username: 'boss', display_name: 'หัวหน้า' });
  });
  afterAll(async () => t.close());

  const login = (username: string, password: string) => post(t, '/api/admin/login', { username, password });
  const me = (token: string) => get(t, '/api/admin/me', token);
  const auditOf = async (id: number) =>
    t.handle.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'action', 'detail'])
      .where('target', '=', `operator:${id}`)
      .orderBy('id')
      .execute();

  it('creates an operator with the CLI’s rules, audited as the admin, who can then sign in', async () => {
    const op = expectOk<Op>(
      await post(
        t,
        '/api/admin/operators',
        { username: 'cash.one', password: 'Cashier12345', role: 'finance', display_name: 'แคชเชียร์' },
        boss.token,
      ),
    );
    expect(op).toMatchObject({ username: 'cash.one', display_name: 'แคชเชียร์', role: 'finance', active: true, last_login_at: null });
    expect(await auditOf(op.id)).toEqual([
      { operator_id: boss.id, action: 'operator.create', detail: { username: 'cash.one', role: 'finance', via: 'backoffice' } },
    ]);
    expect(expectOk(await login('cash.one', 'Cashier12345')).role).toBe('finance');

    // The same username again, and the CLI's field rules (Thai, per field).
    expectError(
      await post(t, '/api/admin/operators', { username: 'cash.one', password: 'Another12345', role: 'support' }, boss.token),
      Errors.OPERATOR_EXISTS.code,
    );
    expectInvalid(
      await post(t, '/api/admin/operators', { username: 'cash.two', password: 'short1', role: 'support' }, boss.token),
      'password',
      'รหัสผ่านผู้ดูแลต้องมีอย่างน้อย 10 ตัวอักษร',
    );
    expectInvalid(
      await post(t, '/api/admin/operators', { username: 'cash.two', password: 'onlyletters', role: 'support' }, boss.token),
      'password',
      /ตัวเลข/,
    );
    expectInvalid(
      await post(t, '/api/admin/operators', { username: 'Cash Two', password: 'Cashier12345', role: 'support' }, boss.token),
      'username',
    );
    expectInvalid(
      await post(t, '/api/admin/operators', { username: 'cash.two', password: 'Cashier12345', role: 'owner' }, boss.token),
      'role',
    );
    expectInvalid(await post(t, '/api/admin/operators', { username: 'cash.two', password: 'Cashier12345' }, boss.token), 'role');
  });

  it('lists operators paged, filtered and sorted on the server, with the last sign-in', async () => {
    await makeOperator(t, 'support', { username: 'help.a', display_name: 'ซัพพอร์ต เอ' });
    await makeOperator(t, 'support', { username: 'help.b', display_name: 'ซัพพอร์ต บี' });
    const all = expectOk<{ items: Op[]; total: number }>(await get(t, '/api/admin/operators?sort=username&dir=asc', boss.token));
    expect(all.items.map((o) => o.username)).toEqual([...all.items.map((o) => o.username)].sort());
    expect(all.total).toBe(all.items.length);
    const bossRow = all.items.find((o) => o.username === 'boss');
    // makeOperator issued a session: that is a sign-in as far as the list goes.
    expect(bossRow?.last_login_at).not.toBeNull();

    const supports = expectOk<{ items: Op[]; total: number }>(await get(t, '/api/admin/operators?role=support', boss.token));
    expect(supports.items.map((o) => o.username).sort()).toEqual(['help.a', 'help.b']);
    const search = expectOk<{ items: Op[] }>(await get(t, `/api/admin/operators?q=${encodeURIComponent('บี')}`, boss.token));
    expect(search.items.map((o) => o.username)).toEqual(['help.b']);
    const page = expectOk<{ items: Op[]; page: number; total: number }>(
      await get(t, '/api/admin/operators?page=2&page_size=1&sort=id&dir=asc', boss.token),
    );
    expect(page.items).toHaveLength(1);
    expect(page.items[0].id).toBe(all.items.map((o) => o.id).sort((a, b) => a - b)[1]);
    expectInvalid(await get(t, '/api/admin/operators?sort=password_hash', boss.token), 'sort');
  });

  it('disabling an operator ends their sessions at once and refuses their sign-in; enabling lets them back', async () => {
    const op = await makeOperator(t, 'support', { username: 'leaver', password: 'Leaver123456' });
    const second = await operatorToken(t, op.id);
    expect((await me(op.token)).statusCode).toBe(200);
    const off = expectOk<Op>(await put(t, `/api/admin/operators/${op.id}`, { active: false }, boss.token));
    expect(off.active).toBe(false);
    for (const token of [op.token, second]) expect((await me(token)).statusCode).toBe(401);
    // Revoked, not only refused while disabled: enabling again does not bring the old tokens back.
    expectError(await login('leaver', 'Leaver123456'), Errors.OPERATOR_BAD_CREDENTIALS.code);
    const sessions = await t.handle.db
      .selectFrom('session')
      .select('revoked_at')
      .where('subject_type', '=', 'operator')
      .where('subject_id', '=', op.id)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);

    expectOk(await put(t, `/api/admin/operators/${op.id}`, { active: true }, boss.token));
    expect((await me(op.token)).statusCode).toBe(401);
    expect(expectOk(await login('leaver', 'Leaver123456')).role).toBe('support');
    expect((await auditOf(op.id)).map((a) => [a.action, a.detail])).toEqual([
      ['operator.create', { username: 'leaver', role: 'support', via: 'test' }],
      ['operator.update', { from: { active: true }, to: { active: false }, sessions_ended: true }],
      ['operator.update', { from: { active: false }, to: { active: true }, sessions_ended: false }],
      ['operator.login', { ip: '127.0.0.1' }],
    ]);
  });

  it('changes a role (sessions end so the menu follows) and a display name (sessions stay)', async () => {
    const op = await makeOperator(t, 'support', { username: 'mover' });
    const renamed = expectOk<Op>(await put(t, `/api/admin/operators/${op.id}`, { display_name: '  ย้ายแผนก  ' }, boss.token));
    expect(renamed.display_name).toBe('ย้ายแผนก');
    expect((await me(op.token)).statusCode).toBe(200);
    const moved = expectOk<Op>(await put(t, `/api/admin/operators/${op.id}`, { role: 'finance' }, boss.token));
    expect(moved.role).toBe('finance');
    expect((await me(op.token)).statusCode).toBe(401);
    const fresh = await operatorToken(t, op.id);
    expect((await get(t, '/api/admin/reports/dashboard', fresh)).statusCode).toBe(200);
    expectInvalid(await put(t, `/api/admin/operators/${op.id}`, {}, boss.token), '_', 'กรุณาระบุข้อมูลที่ต้องการแก้ไข');
    expectError(await put(t, '/api/admin/operators/999999', { active: false }, boss.token), 5, 404);
  });

  it('refuses an admin disabling or demoting themselves, in Thai', async () => {
    const selfOff = expectError(
      await put(t, `/api/admin/operators/${boss.id}`, { active: false }, boss.token),
      Errors.OPERATOR_SELF_DISABLE.code,
    );
    expect(selfOff.message).toBe('ปิดการใช้งานบัญชีของตัวเองไม่ได้');
    expectError(await put(t, `/api/admin/operators/${boss.id}`, { role: 'support' }, boss.token), Errors.OPERATOR_SELF_DEMOTE.code);
    // Renaming oneself is fine; the role stays.
    expect(
      expectOk<Op>(await put(t, `/api/admin/operators/${boss.id}`, { display_name: 'หัวหน้าใหญ่', role: 'admin' }, boss.token)).role,
    ).toBe('admin');
    expect((await me(boss.token)).statusCode).toBe(200);
  });

  it('keeps the last active admin: a change that passed the guard just before the other admin was removed is refused', async () => {
    const ctx = await createTestApp();
    try {
      const a = await makeOperator(ctx, 'admin', { username: 'adm.a' });
      const b = await makeOperator(ctx, 'admin', { username: 'adm.b' });
      // a disables b: fine, two admins were active.
      expectOk(await put(ctx, `/api/admin/operators/${b.id}`, { active: false }, a.token));
      // b's own request to disable (or demote) a had passed the guard before b was disabled: it must not leave no admin.
      await expect(updateOperator(ctx.handle.db, b.id, a.id, { active: false })).rejects.toMatchObject({ def: Errors.OPERATOR_LAST_ADMIN });
      await expect(updateOperator(ctx.handle.db, b.id, a.id, { role: 'finance' })).rejects.toMatchObject({
        def: Errors.OPERATOR_LAST_ADMIN,
      });
      // A change that keeps a an active admin passes.
      await expect(updateOperator(ctx.handle.db, b.id, a.id, { display_name: 'ยังเป็นแอดมิน' })).resolves.toMatchObject({
        role: 'admin',
        active: true,
      });
      const active = await ctx.handle.db
        .selectFrom('operator')
        .select('id')
        .where('role', '=', 'admin')
        .where('active', '=', true)
        .execute();
      expect(active.map((r) => r.id)).toEqual([a.id]);
    } finally {
      await ctx.close();
    }
  });

  it('two admins disabling each other at once leave exactly one active admin', async () => {
    const ctx = await createTestApp();
    try {
      const a = await makeOperator(ctx, 'admin', { username: 'race.a' });
      const b = await makeOperator(ctx, 'admin', { username: 'race.b' });
      const [ra, rb] = await Promise.all([
        put(ctx, `/api/admin/operators/${b.id}`, { active: false }, a.token),
        put(ctx, `/api/admin/operators/${a.id}`, { active: false }, b.token),
      ]);
      const outcomes = [ra, rb].map((r) => (r.statusCode === 200 ? r.json().error : `http ${r.statusCode}`));
      expect(outcomes.filter((o) => o === 0)).toHaveLength(1);
      const active = await ctx.handle.db
        .selectFrom('operator')
        .select('id')
        .where('role', '=', 'admin')
        .where('active', '=', true)
        .execute();
      expect(active).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });

  it('resets a password: the old one and the operator’s sessions end; an admin resetting their own keeps this session', async () => {
    const op = await makeOperator(t, 'finance', { username: 'forgetful', password: 'OldPass12345' });
    expectInvalid(await post(t, `/api/admin/operators/${op.id}/password`, { password: 'short' }, boss.token), 'password');
    expectOk(await post(t, `/api/admin/operators/${op.id}/password`, { password: 'NewPass12345' }, boss.token));
    expect((await me(op.token)).statusCode).toBe(401);
    expectError(await login('forgetful', 'OldPass12345'), Errors.OPERATOR_BAD_CREDENTIALS.code);
    expectOk(await login('forgetful', 'NewPass12345'));
    const audit = await auditOf(op.id);
    expect(audit.find((a) => a.action === 'operator.password')).toEqual({ operator_id: boss.id, action: 'operator.password', detail: {} });
    // The reset's audit row carries no password, in any form.
    expect(JSON.stringify(audit)).not.toContain('NewPass');

    const other = await operatorToken(t, boss.id);
    expectOk(await post(t, `/api/admin/operators/${boss.id}/password`, { password: 'BossPass12345' }, boss.token));
    expect((await me(boss.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expectError(await post(t, '/api/admin/operators/999999/password', { password: 'NewPass12345' }, boss.token), 5, 404);
  });

  it('is for admins only', async () => {
    for (const role of ['finance', 'support'] as const) {
      const op = await makeOperator(t, role);
      expect((await get(t, '/api/admin/operators', op.token)).statusCode).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/operators',
        headers: bearer(op.token),
        payload: { username: `sneaky.${role}`, password: 'Sneaky123456', role: 'admin' },
      });
      expect(create.statusCode).toBe(403);
      expect((await put(t, `/api/admin/operators/${op.id}`, { role: 'admin' }, op.token)).statusCode).toBe(403);
    }
  });
});
