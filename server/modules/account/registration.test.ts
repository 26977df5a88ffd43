import type { RegisterBody } from '@contract/account';
import { bangkokToday } from '@contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import { createTestApp, engineName, expectInvalid, get, post, type TestContext } from '../../test';
import { failOnUniqueViolation } from './failures';
import { insertMember, uniqueViolation } from './members';
import { counts, registerMember, registration, uniqueIds } from './test-support';

/** The birth date of someone turning `years` old today in Bangkok, moved by `days` (YYYY-MM-DD). */
function birthDate(years: number, days = 0): string {
  const [y, m, d] = bangkokToday().split('-').map(Number);
  // On 29 February the same day may not exist `years` back: the 28th is then the latest birthday that counts.
  const day = Math.min(d, new Date(Date.UTC(y - years, m, 0)).getUTCDate());
  return new Date(Date.UTC(y - years, m - 1, day + days)).toISOString().slice(0, 10);
}

describe(`check_account and register (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  describe('check_account', () => {
    it('says whether a phone number is free, reading it with or without dashes', async () => {
      const { phone } = await registerMember(t);
      const free = uniqueIds().phone;
      expect((await post(t, '/api/check_account', { phone: free })).json()).toMatchObject({ error: 0, data: { available: true } });
      const taken = await post(t, '/api/check_account', { phone: `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` });
      expect(taken.json()).toMatchObject({ error: 0, data: { available: false }, message: 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว' });
    });

    it.each([
      ['missing', {}, 'กรุณากรอกเบอร์โทรศัพท์'],
      ['not a mobile number', { phone: '0212345678' }, 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09'],
      ['too short', { phone: '08123' }, 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09'],
      ['not text', { phone: 812345678 }, 'กรุณากรอกเบอร์โทรศัพท์'],
    ])('refuses a phone that is %s with 422 and a Thai message', async (_case, body, message) => {
      expectInvalid(await post(t, '/api/check_account', body), 'phone', message);
    });
  });

  describe('register', () => {
    it('creates the member, their bank account and a main wallet at 0, and signs them in', async () => {
      const before = await counts(t);
      const body = registration(t, { phone: '', referral_code: '' });
      const phone = uniqueIds().phone;
      body.phone = `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
      const res = await post(t, '/api/register', body);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json).toMatchObject({ error: 0, message: 'สมัครสมาชิกสำเร็จ', data: { token_type: 'Bearer' } });
      expect(json.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(json.data.expires_at).getTime()).toBeGreaterThan(Date.now() + t.config.sessionAbsoluteMs - 60_000);

      const after = await counts(t);
      expect(after).toMatchObject({
        members: before.members + 1,
        bankAccounts: before.bankAccounts + 1,
        sessions: before.sessions + 1,
        ledgerAccounts: before.ledgerAccounts + 2,
      });
      const member = await t.handle.db.selectFrom('member').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
      expect(member).toMatchObject({
        first_name: 'สมหญิง',
        last_name: 'รักเรียน',
        date_of_birth: '1995-03-10',
        line_id: 'somying.r',
        referred_by: null,
      });
      expect(member.password_hash).toMatch(/^\$argon2id\$/);

      const wallets = await post(t, '/api/member/wallets', undefined, json.data.access_token);
      expect(wallets.json()).toEqual({
        error: 0,
        message: 'สำเร็จ',
        data: [{ id: expect.any(Number), wallet_name: 'กระเป๋าหลัก', balance: 0, wallet_type_id: 1 }],
      });
      const points = await post(t, '/api/member/points', undefined, json.data.access_token);
      expect(points.json()).toEqual({ error: 0, message: 'สำเร็จ', data: { point: 0 } });
      const info = await get(t, '/api/get_user_info', json.data.access_token);
      expect(info.json().data).toMatchObject({
        username: phone,
        bank_accounts: [{ account_number: body.bank_account_number, is_primary: true }],
      });
    });

    it('accepts a registration without LINE id and referral code', async () => {
      const { line_id: _l, referral_code: _r, ...body } = registration(t);
      const res = await post(t, '/api/register', body);
      expect(res.json()).toMatchObject({ error: 0 });
      const m = await t.handle.db.selectFrom('member').select(['line_id']).where('phone', '=', body.phone).executeTakeFirstOrThrow();
      expect(m.line_id).toBeNull();
    });

    const longName = 'ก'.repeat(61);
    const cases: [keyof RegisterBody, string, unknown, string][] = [
      ['phone', 'missing', undefined, 'กรุณากรอกเบอร์โทรศัพท์'],
      ['phone', 'a landline', '021234567', 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09'],
      ['phone', 'letters', '08abcdefgh', 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09'],
      ['password', 'missing', undefined, 'กรุณากรอกรหัสผ่าน'],
      ['password', 'too short', 'abc1234', 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร'],
      ['password', 'without a digit', 'abcdefgh', 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว'],
      ['password', 'without a letter', '12345678', 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษอย่างน้อย 1 ตัว'],
      ['password', 'too long', `a1${'x'.repeat(63)}`, 'รหัสผ่านยาวได้ไม่เกิน 64 ตัวอักษร'],
      ['first_name', 'missing', undefined, 'กรุณากรอกชื่อ'],
      ['first_name', 'blank', '   ', 'กรุณากรอกชื่อ'],
      ['first_name', 'with digits', 'สมชาย1', 'ชื่อใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ'],
      ['first_name', 'too long', longName, 'ชื่อยาวได้ไม่เกิน 60 ตัวอักษร'],
      ['last_name', 'missing', undefined, 'กรุณากรอกนามสกุล'],
      ['last_name', 'with symbols', 'ใจดี<script>', 'นามสกุลใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ'],
      ['last_name', 'too long', longName, 'นามสกุลยาวได้ไม่เกิน 60 ตัวอักษร'],
      ['bank_code', 'missing', undefined, 'กรุณาเลือกธนาคาร'],
      ['bank_code', 'not a Thai bank', '999', 'กรุณาเลือกธนาคารจากรายการ'],
      ['bank_account_number', 'missing', undefined, 'กรุณากรอกเลขบัญชีธนาคาร'],
      ['bank_account_number', 'letters', '12345abcde', 'เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก'],
      ['bank_account_number', 'too short', '123456789', 'เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก'],
      ['bank_account_number', 'of the wrong length for the bank', '12345678901', 'เลขบัญชีธนาคารกสิกรไทยต้องมี 10 หลัก'],
      ['bank_account_name', 'missing', undefined, 'กรุณากรอกชื่อบัญชี'],
      ['bank_account_name', 'with digits', 'สมหญิง 123', 'ชื่อบัญชีใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ'],
      ['date_of_birth', 'missing', undefined, 'กรุณาเลือกวันเกิด'],
      ['date_of_birth', 'in Thai order', '10/03/1995', 'วันเกิดไม่ถูกต้อง'],
      ['date_of_birth', 'not a real day', '1995-02-30', 'วันเกิดไม่ถูกต้อง'],
      ['date_of_birth', 'before 1900', '1899-12-31', 'วันเกิดไม่ถูกต้อง'],
      ['line_id', 'with spaces', 'my line', 'LINE ID ใช้ได้เฉพาะ a-z 0-9 . _ - @'],
      ['line_id', 'too long', 'a'.repeat(31), 'LINE ID ยาวได้ไม่เกิน 30 ตัวอักษร'],
      ['referral_code', 'with symbols', 'AB-12', 'รหัสแนะนำใช้ได้เฉพาะตัวอักษรอังกฤษและตัวเลข'],
      ['referral_code', 'too long', 'A'.repeat(21), 'รหัสแนะนำยาวเกินไป'],
      ['agent_code', 'missing', undefined, 'ไม่พบรหัสเอเยนต์'],
      ['agent_code', 'blank', ' ', 'ไม่พบรหัสเอเยนต์'],
      ['agent_code', 'too long', 'A'.repeat(33), 'รหัสเอเยนต์ไม่ถูกต้อง'],
    ];

    it.each(cases)(
      'refuses %s (%s) with 422, its Thai message beside the field, and changes nothing',
      async (field, _case, value, message) => {
        const body: Record<string, unknown> = { ...registration(t) };
        if (value === undefined) delete body[field];
        else body[field] = value;
        const before = await counts(t);
        const res = await post(t, '/api/register', body);
        expectInvalid(res, field, message);
        expect(Object.keys(res.json().data.fields)).toEqual([field]);
        expect(res.json().message).toBe(message);
        expect(await counts(t)).toEqual(before);
      },
    );

    it('checks the account number length of the chosen bank (GSB issues 12 digits)', async () => {
      const before = await counts(t);
      const res = await post(t, '/api/register', registration(t, { bank_code: '030' }));
      expectInvalid(res, 'bank_account_number', 'เลขบัญชีธนาคารออมสินต้องมี 12 หลัก');
      expect(await counts(t)).toEqual(before);
      const ok = await post(
        t,
        '/api/register',
        registration(t, { bank_code: '030', bank_account_number: `99${uniqueIds().bank_account_number}` }),
      );
      expect(ok.json()).toMatchObject({ error: 0 });
    });

    it('refuses a body that is not JSON or is empty with 422', async () => {
      const before = await counts(t);
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"phone":',
      });
      expect(notJson.statusCode).toBe(422);
      expect(notJson.json()).toMatchObject({ error: 1, message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' });
      const empty = await post(t, '/api/register', {});
      expect(empty.statusCode).toBe(422);
      expect(Object.keys(empty.json().data.fields)).toEqual(
        expect.arrayContaining([
          'phone',
          'password',
          'first_name',
          'last_name',
          'bank_code',
          'bank_account_number',
          'bank_account_name',
          'date_of_birth',
          'agent_code',
        ]),
      );
      expect(await counts(t)).toEqual(before);
    });

    it("answers another agent's code with HTTP 400 and creates nothing", async () => {
      const before = await counts(t);
      const res = await post(t, '/api/register', registration(t, { agent_code: 'OTHER99' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 4, message: 'คำขอนี้ไม่ใช่ของเว็บไซต์นี้' });
      expect(await counts(t)).toEqual(before);
      // The site's own code is accepted in any letter case.
      expect((await post(t, '/api/register', registration(t, { agent_code: t.config.agentCode.toLowerCase() }))).json().error).toBe(0);
    });

    it('accepts a member who turns 20 today (Bangkok calendar) and refuses one a day short', async () => {
      const exactly = await post(t, '/api/register', registration(t, { date_of_birth: birthDate(20) }));
      expect(exactly.json()).toMatchObject({ error: 0 });
      const before = await counts(t);
      const short = await post(t, '/api/register', registration(t, { date_of_birth: birthDate(20, 1) }));
      expect(short.statusCode).toBe(200);
      expect(short.json()).toEqual({
        error: 1005,
        message: 'ขออภัย ผู้สมัครต้องมีอายุ 20 ปีขึ้นไป',
        data: { fields: { date_of_birth: 'ขออภัย ผู้สมัครต้องมีอายุ 20 ปีขึ้นไป' } },
      });
      const future = await post(t, '/api/register', registration(t, { date_of_birth: birthDate(-1) }));
      expect(future.json().error).toBe(1005);
      expect(await counts(t)).toEqual(before);
    });

    it('links a valid referral code (any letter case) and refuses an unknown one', async () => {
      const referrer = await registerMember(t);
      const { id, referral_code } = await t.handle.db
        .selectFrom('member')
        .select(['id', 'referral_code'])
        .where('phone', '=', referrer.phone)
        .executeTakeFirstOrThrow();
      expect(referral_code).toMatch(/^[A-Z2-9]{8}$/);
      // Another holder name: the referrer's own name would be a self-referral (affiliate rules).
      const friend = registration(t, { referral_code: referral_code.toLowerCase(), bank_account_name: 'สมชาย ใจดี' });
      expect((await post(t, '/api/register', friend)).json()).toMatchObject({ error: 0 });
      const row = await t.handle.db.selectFrom('member').select('referred_by').where('phone', '=', friend.phone).executeTakeFirstOrThrow();
      expect(row.referred_by).toBe(id);

      const before = await counts(t);
      const bad = await post(t, '/api/register', registration(t, { referral_code: 'NOPE0000' }));
      expect(bad.json()).toEqual({ error: 1004, message: 'ไม่พบรหัสแนะนำเพื่อนนี้', data: { fields: { referral_code: 'ไม่พบรหัสแนะนำเพื่อนนี้' } } });
      expect(await counts(t)).toEqual(before);
    });

    it('refuses a phone number that is already registered', async () => {
      const first = await registerMember(t);
      const before = await counts(t);
      const res = await post(t, '/api/register', registration(t, { phone: first.phone }));
      expect(res.json()).toEqual({
        error: 1001,
        message: 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว',
        data: { fields: { phone: 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว' } },
      });
      expect(await counts(t)).toEqual(before);
    });

    it('refuses a bank account any member already uses, and allows the same number at another bank', async () => {
      const first = await registerMember(t);
      const before = await counts(t);
      const res = await post(t, '/api/register', registration(t, { bank_account_number: first.body.bank_account_number }));
      expect(res.json()).toEqual({
        error: 1003,
        message: 'บัญชีธนาคารนี้ถูกใช้สมัครสมาชิกแล้ว',
        data: { fields: { bank_account_number: 'บัญชีธนาคารนี้ถูกใช้สมัครสมาชิกแล้ว' } },
      });
      expect(await counts(t)).toEqual(before);
      const otherBank = await post(
        t,
        '/api/register',
        registration(t, { bank_code: '014', bank_account_number: first.body.bank_account_number }),
      );
      expect(otherBank.json()).toMatchObject({ error: 0 });
    });

    it('lets exactly one of two simultaneous registrations with the same phone succeed', async () => {
      const before = await counts(t);
      const a = registration(t);
      const b = registration(t, { phone: a.phone });
      const answers = (await Promise.all([post(t, '/api/register', a), post(t, '/api/register', b)])).map((r) => r.json());
      expect(answers.map((x) => x.error).sort()).toEqual([0, 1001]);
      const after = await counts(t);
      expect(after.members).toBe(before.members + 1);
      expect(after.bankAccounts).toBe(before.bankAccounts + 1);
      expect(after.ledgerAccounts).toBe(before.ledgerAccounts + 2);
    });

    it('lets exactly one of two simultaneous registrations with the same bank account succeed', async () => {
      const before = await counts(t);
      const a = registration(t);
      const b = registration(t, { bank_account_number: a.bank_account_number });
      const answers = (await Promise.all([post(t, '/api/register', a), post(t, '/api/register', b)])).map((r) => r.json());
      expect(answers.map((x) => x.error).sort()).toEqual([0, 1003]);
      expect((await counts(t)).members).toBe(before.members + 1);
    });

    it("maps the database's unique violations (the race path) to the Thai answers", async () => {
      const first = registration(t);
      await insertMember(t.handle.db, { ...first });
      const clash = async (over: Partial<typeof first>) => {
        try {
          await insertMember(t.handle.db, { ...registration(t), ...over });
        } catch (err) {
          return err;
        }
        throw new Error('the insert should have been refused');
      };
      const phoneErr = await clash({ phone: first.phone });
      expect(uniqueViolation(phoneErr)).toBe('phone');
      expect(() => failOnUniqueViolation(phoneErr)).toThrow(AppError);
      try {
        failOnUniqueViolation(phoneErr);
      } catch (err) {
        expect((err as AppError).def.code).toBe(1001);
      }
      const bankErr = await clash({ bank_account_number: first.bank_account_number });
      expect(uniqueViolation(bankErr)).toBe('bank_account');
      try {
        failOnUniqueViolation(bankErr);
      } catch (err) {
        expect((err as AppError).def.code).toBe(1003);
      }
      const other = new Error('boom');
      expect(uniqueViolation(other)).toBeUndefined();
      expect(() => failOnUniqueViolation(other)).toThrow(other);
    });
  });
});

describe(`register with another minimum age (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false, minAge: 18 });
  });
  afterAll(async () => t.close());

  it('applies the configured age and names it in the message', async () => {
    expect((await post(t, '/api/register', registration(t, { date_of_birth: birthDate(18) }))).json()).toMatchObject({ error: 0 });
    const res = await post(t, '/api/register', registration(t, { date_of_birth: birthDate(18, 1) }));
    expect(res.json()).toMatchObject({ error: 1005, message: 'ขออภัย ผู้สมัครต้องมีอายุ 18 ปีขึ้นไป' });
  });
});
