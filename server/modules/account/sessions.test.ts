import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/sessions';
import { createTestApp, engineName, expectInvalid, get, post, type TestContext } from '../../test';
import { counts, login, registerMember, uniqueIds } from './test-support';

describe(`login, logout, tokens and get_user_info (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const setSession = (token: string, values: { last_seen_at?: Date; expires_at?: Date }) =>
    t.handle.db.updateTable('session').set(values).where('token_hash', '=', hashToken(token)).execute();

  describe('login', () => {
    it('answers a new token at every login; each one works', async () => {
      const m = await registerMember(t);
      const before = await counts(t);
      const first = await login(t, m.phone, m.password);
      const second = await post(t, '/api/login', {
        phone: `${m.phone.slice(0, 3)} ${m.phone.slice(3)}`,
        password: m.password,
        agent_code: t.config.agentCode,
      });
      for (const res of [first, second]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ error: 0, message: 'เข้าสู่ระบบสำเร็จ', data: { token_type: 'Bearer' } });
        expect(Number.isNaN(Date.parse(res.json().data.expires_at))).toBe(false);
      }
      const tokens = [m.token, first.json().data.access_token, second.json().data.access_token];
      expect(new Set(tokens).size).toBe(3);
      expect((await counts(t)).sessions).toBe(before.sessions + 2);
      for (const token of tokens) expect((await get(t, '/api/get_user_info', token)).json().data.username).toBe(m.phone);
      // Only the hash is stored.
      const stored = await t.handle.db.selectFrom('session').select('token_hash').where('token_hash', '=', tokens[1]).executeTakeFirst();
      expect(stored).toBeUndefined();
    });

    it('gives the same answer for a wrong password and an unknown phone, and opens no session', async () => {
      const m = await registerMember(t);
      const before = await counts(t);
      const wrong = await login(t, m.phone, 'wrong-pass1');
      const unknown = await login(t, uniqueIds().phone, m.password);
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toEqual({ error: 1002, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(wrong.json());
      expect(await counts(t)).toEqual(before);
    });

    it('tells a suspended member so only after the right password, and ends their open sessions', async () => {
      const m = await registerMember(t);
      await t.handle.db.updateTable('member').set({ status: 'suspended' }).where('phone', '=', m.phone).execute();
      const before = await counts(t);
      expect((await login(t, m.phone, 'wrong-pass1')).json().error).toBe(1002);
      expect((await login(t, m.phone, m.password)).json()).toEqual({ error: 1009, message: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน' });
      expect(await counts(t)).toEqual(before);
      expect((await get(t, '/api/get_user_info', m.token)).json().error).toBe(1009);
    });

    it("answers another agent's code with HTTP 400", async () => {
      const m = await registerMember(t);
      const before = await counts(t);
      const res = await post(t, '/api/login', { phone: m.phone, password: m.password, agent_code: 'OTHER99' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 4, message: 'คำขอนี้ไม่ใช่ของเว็บไซต์นี้' });
      expect(await counts(t)).toEqual(before);
    });

    it.each([
      ['phone', 'missing', { password: 'secret123' }, 'กรุณากรอกเบอร์โทรศัพท์'],
      ['phone', 'not a mobile number', { phone: '1234', password: 'secret123' }, 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09'],
      ['password', 'missing', { phone: '0812345678' }, 'กรุณากรอกรหัสผ่าน'],
      ['password', 'empty', { phone: '0812345678', password: '' }, 'กรุณากรอกรหัสผ่าน'],
      ['password', 'too long', { phone: '0812345678', password: 'a'.repeat(129) }, 'รหัสผ่านยาวเกินไป'],
      ['agent_code', 'too long', { phone: '0812345678', password: 'secret123', agent_code: 'A'.repeat(33) }, 'รหัสเอเยนต์ไม่ถูกต้อง'],
    ])('refuses %s (%s) with 422 and a Thai message, opening no session', async (field, _case, body, message) => {
      const before = await counts(t);
      expectInvalid(await post(t, '/api/login', body), field, message);
      expect(await counts(t)).toEqual(before);
    });
  });

  describe('tokens', () => {
    const memberCalls = [
      ['GET', '/api/get_user_info'],
      ['POST', '/api/logout'],
      ['POST', '/api/member/wallets'],
      ['POST', '/api/member/points'],
      ['POST', '/api/member/change_password'],
      ['POST', '/api/member/update_sub_bank_account'],
    ] as const;

    it.each(memberCalls)('%s %s without a token answers 401 with error 2', async (method, url) => {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 2, message: 'กรุณาเข้าสู่ระบบ' });
    });

    it('answers 401 with error 2 for a malformed or unknown token', async () => {
      for (const authorization of ['Bearer', 'Basic abc', 'Bearer short', `Bearer ${'A'.repeat(43)}`]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/get_user_info', headers: { authorization } });
        expect(res.statusCode, authorization).toBe(401);
        expect(res.json().error).toBe(2);
      }
    });

    it('expires a token left unused for the idle time (error 3), not one used within it', async () => {
      const m = await registerMember(t);
      const other = (await login(t, m.phone, m.password)).json().data.access_token;
      await setSession(m.token, { last_seen_at: new Date(Date.now() - t.config.sessionIdleMs + 120_000) });
      expect((await get(t, '/api/get_user_info', m.token)).statusCode).toBe(200);
      await setSession(m.token, { last_seen_at: new Date(Date.now() - t.config.sessionIdleMs - 1_000) });
      const res = await get(t, '/api/get_user_info', m.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 3, message: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง' });
      expect((await get(t, '/api/get_user_info', other)).statusCode).toBe(200);
    });

    it('refreshes the idle clock on use', async () => {
      const m = await registerMember(t);
      const old = new Date(Date.now() - 10 * 60_000);
      await setSession(m.token, { last_seen_at: old });
      expect((await get(t, '/api/get_user_info', m.token)).statusCode).toBe(200);
      const row = await t.handle.db
        .selectFrom('session')
        .select('last_seen_at')
        .where('token_hash', '=', hashToken(m.token))
        .executeTakeFirstOrThrow();
      expect(row.last_seen_at.getTime()).toBeGreaterThan(old.getTime() + 9 * 60_000);
    });

    it('expires a token past its absolute lifetime even when used recently (error 3)', async () => {
      const m = await registerMember(t);
      await setSession(m.token, { expires_at: new Date(Date.now() - 1_000), last_seen_at: new Date() });
      const res = await post(t, '/api/member/wallets', undefined, m.token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(3);
    });

    it('revokes only the current token at logout; reusing it answers 401 with error 3', async () => {
      const m = await registerMember(t);
      const other = (await login(t, m.phone, m.password)).json().data.access_token;
      const res = await post(t, '/api/logout', undefined, m.token);
      expect(res.json()).toEqual({ error: 0, message: 'ออกจากระบบแล้ว' });
      for (const [method, url] of memberCalls) {
        const again = await t.app.inject({
          method,
          url,
          payload: method === 'POST' ? {} : undefined,
          headers: { authorization: `Bearer ${m.token}` },
        });
        expect(again.statusCode, url).toBe(401);
        expect(again.json(), url).toEqual({ error: 3, message: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง' });
      }
      expect((await get(t, '/api/get_user_info', other)).statusCode).toBe(200);
    });
  });

  describe('get_user_info', () => {
    it("answers the member's profile with Thai bank names", async () => {
      const m = await registerMember(t, {
        line_id: '',
        first_name: 'มานี',
        last_name: 'มีนา',
        bank_account_name: 'มานี มีนา',
        bank_code: '014',
      });
      const res = await get(t, '/api/get_user_info', m.token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({
        id: expect.any(Number),
        username: m.phone,
        phone: m.phone,
        first_name: 'มานี',
        last_name: 'มีนา',
        vip_level: 0,
        agent_code: t.config.agentCode,
        line_id: null,
        date_of_birth: '1995-03-10',
        referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
        bank_accounts: [
          {
            id: expect.any(Number),
            bank_code: '014',
            bank_name: 'ธนาคารไทยพาณิชย์',
            account_number: m.body.bank_account_number,
            account_name: 'มานี มีนา',
            is_primary: true,
          },
        ],
        created_at: expect.any(String),
      });
      expect(Math.abs(Date.parse(data.created_at) - Date.now())).toBeLessThan(60_000);
    });

    it('serves each member only their own data, whatever the request says', async () => {
      const a = await registerMember(t, { first_name: 'เอ', bank_account_name: 'เอ รักเรียน' });
      const b = await registerMember(t, { first_name: 'บี', bank_account_name: 'บี รักเรียน' });
      const idOf = async (phone: string) =>
        (await t.handle.db.selectFrom('member').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
      const [aId, bId] = [await idOf(a.phone), await idOf(b.phone)];

      // Query strings, bodies and headers naming the other member are ignored.
      const tries = [
        get(t, '/api/get_user_info', a.token),
        get(t, `/api/get_user_info?id=${bId}&member_id=${bId}&phone=${b.phone}`, a.token),
        t.app.inject({
          method: 'GET',
          url: '/api/get_user_info',
          headers: { authorization: `Bearer ${a.token}`, 'x-member-id': String(bId) },
        }),
      ];
      for (const res of await Promise.all(tries)) {
        const data = res.json().data;
        expect(data.id).toBe(aId);
        expect(data.username).toBe(a.phone);
        expect(data.first_name).toBe('เอ');
        expect(data.bank_accounts.map((x: { account_number: string }) => x.account_number)).toEqual([a.body.bank_account_number]);
      }
      expect((await get(t, '/api/get_user_info', b.token)).json().data).toMatchObject({ id: bId, username: b.phone, first_name: 'บี' });

      const walletsOf = async (token: string, body?: unknown) =>
        (await post(t, '/api/member/wallets', body, token)).json().data.map((w: { id: number }) => w.id);
      const own = await t.handle.db
        .selectFrom('ledger_account')
        .select('id')
        .where('member_id', '=', aId)
        .where('currency', '=', 'THB')
        .execute();
      expect(await walletsOf(a.token, { member_id: bId })).toEqual(own.map((r) => r.id));
      expect(await walletsOf(b.token)).not.toEqual(own.map((r) => r.id));
    });
  });
});
