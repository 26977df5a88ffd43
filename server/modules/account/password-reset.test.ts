import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, engineName, expectInvalid, get, post, type TestContext } from '../../test';
import { hashOtp } from './password-reset';
import { counts, lastCode, login, registerMember, sms, smsSettled, uniqueIds } from './test-support';

const SENT = 'หากเบอร์โทรศัพท์นี้เป็นสมาชิก ระบบได้ส่งรหัส OTP ทาง SMS แล้ว';
const INVALID = { error: 1007, message: 'รหัส OTP ไม่ถูกต้องหรือหมดอายุ' };
const LOCKED = { error: 1008, message: 'ใส่รหัส OTP ผิดเกินกำหนด กรุณาขอรหัสใหม่' };

describe(`password reset by SMS (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  /** Asks for a code and waits for the outbox to send it (it is sent after the answer). */
  const request = async (phone: string) => {
    const res = await post(t, '/api/reset_password', { phone });
    await smsSettled(t);
    return res;
  };
  const reset = (phone: string, otp: string, new_password = 'brandnew99') =>
    post(t, '/api/reset_password_v2', { phone, otp, new_password });
  const hashOf = async (phone: string) =>
    (await t.handle.db.selectFrom('member').select('password_hash').where('phone', '=', phone).executeTakeFirstOrThrow()).password_hash;
  /** Moves a phone's code requests into the past, as if `ms` had gone by. */
  // created_at is insert-only in the schema types; tests move it with plain SQL.
  const age = (phone: string, ms: number) =>
    sql`update otp_request set created_at = created_at - make_interval(secs => ${ms / 1000}),
      expires_at = expires_at - make_interval(secs => ${ms / 1000}) where phone = ${phone}`.execute(t.handle.db);
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('resets the password end to end: code by SMS, new password, every session ended', async () => {
    const m = await registerMember(t);
    const other = (await login(t, m.phone, m.password)).json().data.access_token;
    const res = await request(m.phone);
    expect(res.json()).toEqual({ error: 0, message: SENT, data: { expires_in: 300, resend_in: 60 } });
    expect(sms(t).to(m.phone)).toHaveLength(1);
    const code = await lastCode(t, m.phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms(t).to(m.phone)[0].text).toContain('5 นาที');

    // Stored only as a hash bound to the phone.
    const row = await t.handle.db.selectFrom('otp_request').selectAll().where('phone', '=', m.phone).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toBe(hashOtp(m.phone, code));
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(300_000);

    const done = await reset(m.phone, code);
    expect(done.json()).toEqual({ error: 0, message: 'ตั้งรหัสผ่านใหม่สำเร็จ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่' });
    for (const token of [m.token, other]) {
      const res = await get(t, '/api/get_user_info', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(3);
    }
    expect((await login(t, m.phone, m.password)).json().error).toBe(1002);
    expect((await login(t, m.phone, 'brandnew99')).json().error).toBe(0);
    // The code is used up.
    expect((await reset(m.phone, code, 'another77')).json()).toEqual(INVALID);
    expect((await login(t, m.phone, 'brandnew99')).json().error).toBe(0);
  });

  it('never tells whether a phone is registered', async () => {
    const m = await registerMember(t);
    const stranger = uniqueIds().phone;
    const [known, unknown] = [await request(m.phone), await request(stranger)];
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(sms(t).to(stranger)).toHaveLength(0);
    expect(sms(t).to(m.phone)).toHaveLength(1);

    // Asking again within 60 s: the same shape, the same message, the same countdowns.
    const [again, againUnknown] = [await request(m.phone), await request(stranger)];
    expect(againUnknown.json().message).toBe(again.json().message);
    expect(again.json().data.resend_in).toBeGreaterThan(0);
    expect(again.json().data.resend_in).toBeLessThanOrEqual(60);
    expect(Math.abs(againUnknown.json().data.resend_in - again.json().data.resend_in)).toBeLessThanOrEqual(1);
    expect(Math.abs(againUnknown.json().data.expires_in - again.json().data.expires_in)).toBeLessThanOrEqual(1);

    // Guessing: the unknown phone answers exactly as a registered phone with a wrong code, lock included.
    const code = await lastCode(t, m.phone);
    for (let i = 1; i <= 5; i++) {
      const a = await reset(m.phone, wrongCode(code));
      const b = await reset(stranger, wrongCode(code));
      expect(b.json()).toEqual(a.json());
      expect(a.json()).toEqual(i < 5 ? INVALID : LOCKED);
    }
    // A phone that never asked answers like an expired code.
    expect((await reset(uniqueIds().phone, '123456')).json()).toEqual(INVALID);
  });

  it('sends one code per phone per 60 s; the code in force stays valid, a newer one replaces it', async () => {
    const m = await registerMember(t);
    await request(m.phone);
    const first = await lastCode(t, m.phone);
    const before = await counts(t);
    const again = await request(m.phone);
    expect(again.json().data.resend_in).toBeGreaterThan(0);
    expect(again.json().data.expires_in).toBeGreaterThan(240);
    expect(sms(t).to(m.phone)).toHaveLength(1);
    expect(await counts(t)).toEqual(before);

    await age(m.phone, 61_000);
    expect((await request(m.phone)).json().data).toEqual({ expires_in: 300, resend_in: 60 });
    expect(sms(t).to(m.phone)).toHaveLength(2);
    const second = await lastCode(t, m.phone);
    if (second !== first) expect((await reset(m.phone, first)).json()).toEqual(INVALID);
    expect((await reset(m.phone, second)).json().error).toBe(0);
  });

  it('refuses a code after 5 minutes', async () => {
    const m = await registerMember(t);
    await request(m.phone);
    const code = await lastCode(t, m.phone);
    const hash = await hashOf(m.phone);
    await age(m.phone, 299_000);
    expect((await reset(m.phone, wrongCode(code))).json()).toEqual(INVALID);
    await age(m.phone, 1_000);
    expect((await reset(m.phone, code)).json()).toEqual(INVALID);
    expect(await hashOf(m.phone)).toBe(hash);
    expect((await get(t, '/api/get_user_info', m.token)).statusCode).toBe(200);
  });

  it('locks the code after 5 wrong attempts, even for the right code, until a new one is sent', async () => {
    const m = await registerMember(t);
    await request(m.phone);
    const code = await lastCode(t, m.phone);
    const hash = await hashOf(m.phone);
    for (let i = 1; i <= 4; i++) expect((await reset(m.phone, wrongCode(code))).json()).toEqual(INVALID);
    expect((await reset(m.phone, wrongCode(code))).json()).toEqual(LOCKED);
    expect((await reset(m.phone, code)).json()).toEqual(LOCKED);
    expect(await hashOf(m.phone)).toBe(hash);
    expect((await get(t, '/api/get_user_info', m.token)).statusCode).toBe(200);

    await age(m.phone, 61_000);
    await request(m.phone);
    expect((await reset(m.phone, await lastCode(t, m.phone))).json().error).toBe(0);
  });

  it('counts parallel guesses: no more than 5 are ever checked', async () => {
    const m = await registerMember(t);
    await request(m.phone);
    const code = await lastCode(t, m.phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = (await Promise.all(guesses.map((g) => reset(m.phone, g)))).map((r) => r.json().error);
    expect(answers.filter((e) => e === 1007).length).toBeLessThanOrEqual(4);
    const row = await t.handle.db.selectFrom('otp_request').select('attempts').where('phone', '=', m.phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await reset(m.phone, code)).json()).toEqual(LOCKED);
  });

  it('gives a phone at most 5 codes an hour and 10 a day, registered or not, with a Thai answer and nothing changed', async () => {
    const HOURLY = { error: 9140, message: 'ขอรหัส OTP ครบ 5 ครั้งใน 1 ชั่วโมงแล้ว กรุณารอสักครู่แล้วลองใหม่' };
    const DAILY = { error: 9141, message: 'ขอรหัส OTP ครบ 10 ครั้งใน 24 ชั่วโมงแล้ว กรุณาลองใหม่ในวันถัดไป หรือติดต่อแอดมิน' };
    const m = await registerMember(t);
    const stranger = uniqueIds().phone;
    const codes = async (n: number) => {
      for (let i = 0; i < n; i++) {
        for (const phone of [m.phone, stranger]) {
          expect((await request(phone)).json().data).toEqual({ expires_in: 300, resend_in: 60 });
          await age(phone, 61_000);
        }
      }
    };
    await codes(5);
    expect(sms(t).to(m.phone)).toHaveLength(5);
    const before = await counts(t);
    const outbox = await countRows(t, 'sms_outbox');
    for (const phone of [m.phone, stranger]) expect((await request(phone)).json()).toEqual(HOURLY);
    expect(await counts(t)).toEqual(before);
    expect(await countRows(t, 'sms_outbox')).toBe(outbox);
    expect(sms(t).to(m.phone)).toHaveLength(5);

    // An hour later five more; then the day is full, however long the phone waits within it.
    for (const phone of [m.phone, stranger]) await age(phone, 3600_000);
    await codes(5);
    for (const phone of [m.phone, stranger]) expect((await request(phone)).json()).toEqual(HOURLY);
    for (const phone of [m.phone, stranger]) await age(phone, 3600_000);
    for (const phone of [m.phone, stranger]) expect((await request(phone)).json()).toEqual(DAILY);
    expect(sms(t).to(m.phone)).toHaveLength(10);
  });

  describe('validation', () => {
    it.each([
      ['phone', 'missing', {}, 'กรุณากรอกเบอร์โทรศัพท์'],
      ['phone', 'not a mobile number', { phone: '0212345678' }, 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09'],
    ])('reset_password refuses %s (%s) with 422, sending nothing', async (field, _case, body, message) => {
      const before = await counts(t);
      const sent = sms(t).sent.length;
      expectInvalid(await post(t, '/api/reset_password', body), field, message);
      expect(await counts(t)).toEqual(before);
      expect(sms(t).sent.length).toBe(sent);
    });

    it.each([
      ['phone', 'missing', { phone: undefined }, 'กรุณากรอกเบอร์โทรศัพท์'],
      ['phone', 'not a mobile number', { phone: '12345' }, 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09'],
      ['otp', 'missing', { otp: undefined }, 'กรุณากรอกรหัส OTP'],
      ['otp', '5 digits', { otp: '12345' }, 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก'],
      ['otp', '7 digits', { otp: '1234567' }, 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก'],
      ['otp', 'letters', { otp: 'abcdef' }, 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก'],
      ['new_password', 'missing', { new_password: undefined }, 'กรุณากรอกรหัสผ่าน'],
      ['new_password', 'too short', { new_password: 'a1' }, 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร'],
      ['new_password', 'without a digit', { new_password: 'abcdefgh' }, 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว'],
      ['new_password', 'without a letter', { new_password: '87654321' }, 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษอย่างน้อย 1 ตัว'],
      ['new_password', 'too long', { new_password: `a1${'c'.repeat(63)}` }, 'รหัสผ่านยาวได้ไม่เกิน 64 ตัวอักษร'],
    ])('reset_password_v2 refuses %s (%s) with 422, spending no attempt and changing nothing', async (field, _case, over, message) => {
      const m = await registerMember(t);
      await request(m.phone);
      const code = await lastCode(t, m.phone);
      const hash = await hashOf(m.phone);
      const before = await counts(t);
      const res = await post(t, '/api/reset_password_v2', { phone: m.phone, otp: code, new_password: 'brandnew99', ...over });
      expectInvalid(res, field, message);
      expect(await counts(t)).toEqual(before);
      expect(await hashOf(m.phone)).toBe(hash);
      const row = await t.handle.db
        .selectFrom('otp_request')
        .select(['attempts', 'consumed_at'])
        .where('phone', '=', m.phone)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ attempts: 0, consumed_at: null });
    });
  });
});
