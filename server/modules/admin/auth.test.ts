import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, engineName, makeMember, makeOperator, type TestContext } from '../../test';
import { OPERATOR_SESSION_MAX_MS } from './operators';

describe(`operator sign-in (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object, remoteAddress });

  it('logs in with the right password and the token works on /me', async () => {
    const op = await makeOperator(t, 'finance', { username: 'fin.login', password: 'Finance12345', display_name: 'ฝ่ายการเงิน' });
    const res = await login({ username: 'fin.login', password: 'Finance12345' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: 0, data: { token_type: 'Bearer', role: 'finance', display_name: 'ฝ่ายการเงิน' } });
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = new Date(body.data.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(OPERATOR_SESSION_MAX_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(OPERATOR_SESSION_MAX_MS);

    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(body.data.access_token) });
    expect(me.json()).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: { id: op.id, username: 'fin.login', display_name: 'ฝ่ายการเงิน', role: 'finance' },
    });
  });

  it('accepts the username in any case and with spaces around it', async () => {
    await makeOperator(t, 'support', { username: 'sup.case', password: 'Support12345' });
    const res = await login({ username: '  SUP.Case ', password: 'Support12345' });
    expect(res.json()).toMatchObject({ error: 0, data: { role: 'support' } });
  });

  it('answers the same Thai error for a wrong password, an unknown username and a disabled operator', async () => {
    const op = await makeOperator(t, 'admin', { username: 'adm.bad', password: 'Admin123456' });
    const wrong = await login({ username: 'adm.bad', password: 'Admin123457' });
    const unknown = await login({ username: 'nobody.here', password: 'Admin123456' });
    await t.handle.db.updateTable('operator').set({ active: false }).where('id', '=', op.id).execute();
    const disabled = await login({ username: 'adm.bad', password: 'Admin123456' });
    for (const res of [wrong, unknown, disabled]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: 9001, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
    }
    // A disabled operator's existing session stops working too.
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(op.token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a body without username or password with 422 and Thai field messages', async () => {
    const res = await login({ password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toEqual({ username: 'กรุณากรอกชื่อผู้ใช้', password: 'กรุณากรอกรหัสผ่าน' });
  });

  it('logs out: the token is revoked and the logout is audited', async () => {
    const op = await makeOperator(t, 'support');
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(op.token) });
    expect(out.json()).toMatchObject({ error: 0 });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(op.token) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ error: 3 });
    const audit = await t.handle.db.selectFrom('operator_audit').select('action').where('operator_id', '=', op.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['operator.create', 'operator.logout']);
  });

  it('records each successful login in the audit trail', async () => {
    const op = await makeOperator(t, 'support', { username: 'sup.audit', password: 'Support12345' });
    await login({ username: 'sup.audit', password: 'Support12345' }, '10.9.9.9');
    const row = await t.handle.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('operator_id', '=', op.id)
      .where('action', '=', 'operator.login')
      .executeTakeFirstOrThrow();
    expect(row.target).toBe(`operator:${op.id}`);
    expect(row.detail).toEqual({ ip: '10.9.9.9' });
  });

  it('keeps member and operator tokens apart', async () => {
    const member = await makeMember(t);
    const op = await makeOperator(t, 'admin');
    const memberOnAdmin = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(member.token) });
    expect(memberOnAdmin.statusCode).toBe(401);
    const operatorOnMember = await t.app.inject({ method: 'POST', url: '/api/member/wallets', headers: bearer(op.token) });
    expect(operatorOnMember.statusCode).toBe(401);
    const memberOnMember = await t.app.inject({ method: 'POST', url: '/api/member/wallets', headers: bearer(member.token) });
    expect(memberOnMember.statusCode).toBe(200);
  });

  it('limits login attempts per username, whatever the address', async () => {
    await makeOperator(t, 'support', { username: 'sup.limit', password: 'Support12345' });
    for (let i = 0; i < 10; i++) {
      const res = await login({ username: 'sup.limit', password: 'wrong-password-1' }, `10.1.0.${i}`);
      expect(res.json().error).toBe(9001);
    }
    const blocked = await login({ username: 'sup.limit', password: 'Support12345' }, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 7 });
    // Another username from a fresh address is not affected.
    await makeOperator(t, 'support', { username: 'sup.other', password: 'Support12345' });
    expect((await login({ username: 'sup.other', password: 'Support12345' }, '10.1.0.98')).json().error).toBe(0);
  });

  it('limits login attempts per address, whatever the username', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await login({ username: `guess.${i}`, password: 'wrong-password-1' }, '10.2.0.1');
      expect(res.json().error).toBe(9001);
    }
    const blocked = await login({ username: 'guess.last', password: 'wrong-password-1' }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 7, message: 'ส่งคำขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' });
  });
});
