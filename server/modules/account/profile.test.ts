import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectInvalid, get, post, type TestContext } from '../../test';
import { ownerNameMatches } from './profile';
import { counts, login, registerMember, uniqueIds } from './test-support';

describe(`change_password and update_sub_bank_account (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const hashOf = async (phone: string) =>
    (await t.handle.db.selectFrom('member').select('password_hash').where('phone', '=', phone).executeTakeFirstOrThrow()).password_hash;

  describe('change_password', () => {
    it("sets the new password and ends the member's other sessions, keeping the current one", async () => {
      const m = await registerMember(t);
      const other = (await login(t, m.phone, m.password)).json().data.access_token;
      const stranger = await registerMember(t);
      const res = await post(t, '/api/member/change_password', { old_password: m.password, new_password: 'newpass456' }, m.token);
      expect(res.json()).toEqual({ error: 0, message: 'เปลี่ยนรหัสผ่านสำเร็จ' });

      expect((await get(t, '/api/get_user_info', m.token)).statusCode).toBe(200);
      const revoked = await get(t, '/api/get_user_info', other);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().error).toBe(3);
      // Another member's session is untouched.
      expect((await get(t, '/api/get_user_info', stranger.token)).statusCode).toBe(200);

      expect((await login(t, m.phone, m.password)).json().error).toBe(1002);
      expect((await login(t, m.phone, 'newpass456')).json().error).toBe(0);
    });

    it('refuses a wrong old password and a new password equal to the old, changing nothing', async () => {
      const m = await registerMember(t);
      const other = (await login(t, m.phone, m.password)).json().data.access_token;
      const hash = await hashOf(m.phone);
      const before = await counts(t);
      const wrong = await post(t, '/api/member/change_password', { old_password: 'not-mine1', new_password: 'newpass456' }, m.token);
      expect(wrong.json()).toEqual({ error: 1006, message: 'รหัสผ่านเดิมไม่ถูกต้อง' });
      const same = await post(t, '/api/member/change_password', { old_password: m.password, new_password: m.password }, m.token);
      expect(same.json()).toEqual({ error: 1011, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' });
      expect(await hashOf(m.phone)).toBe(hash);
      expect(await counts(t)).toEqual(before);
      expect((await get(t, '/api/get_user_info', other)).statusCode).toBe(200);
    });

    it.each([
      ['old_password', 'missing', { new_password: 'newpass456' }, 'กรุณากรอกรหัสผ่าน'],
      ['old_password', 'empty', { old_password: '', new_password: 'newpass456' }, 'กรุณากรอกรหัสผ่าน'],
      ['old_password', 'too long', { old_password: 'a'.repeat(129), new_password: 'newpass456' }, 'รหัสผ่านยาวเกินไป'],
      ['new_password', 'missing', { old_password: 'secret123' }, 'กรุณากรอกรหัสผ่าน'],
      ['new_password', 'too short', { old_password: 'secret123', new_password: 'ab1' }, 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร'],
      ['new_password', 'without a digit', { old_password: 'secret123', new_password: 'abcdefghi' }, 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว'],
      [
        'new_password',
        'without a letter',
        { old_password: 'secret123', new_password: '123456789' },
        'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษอย่างน้อย 1 ตัว',
      ],
      ['new_password', 'too long', { old_password: 'secret123', new_password: `a1${'b'.repeat(63)}` }, 'รหัสผ่านยาวได้ไม่เกิน 64 ตัวอักษร'],
    ])('refuses %s (%s) with 422 and a Thai message, changing nothing', async (field, _case, body, message) => {
      const m = await registerMember(t);
      const hash = await hashOf(m.phone);
      const before = await counts(t);
      expectInvalid(await post(t, '/api/member/change_password', body, m.token), field, message);
      expect(await hashOf(m.phone)).toBe(hash);
      expect(await counts(t)).toEqual(before);
    });
  });

  describe('update_sub_bank_account', () => {
    const sub = (over: Record<string, unknown> = {}) => ({
      bank_code: '014',
      bank_account_number: uniqueIds().bank_account_number,
      bank_account_name: 'นางสาว สมหญิง รักเรียน',
      ...over,
    });

    it('adds a second account once; a further one answers BANK_ACCOUNT_LIMIT', async () => {
      const m = await registerMember(t);
      const body = sub();
      const res = await post(t, '/api/member/update_sub_bank_account', body, m.token);
      expect(res.json()).toMatchObject({ error: 0, message: 'เพิ่มบัญชีธนาคารสำรองสำเร็จ' });
      const expected = [
        { bank_code: '004', bank_name: 'ธนาคารกสิกรไทย', account_number: m.body.bank_account_number, is_primary: true },
        {
          bank_code: '014',
          bank_name: 'ธนาคารไทยพาณิชย์',
          account_number: body.bank_account_number,
          account_name: body.bank_account_name,
          is_primary: false,
        },
      ];
      expect(res.json().data).toMatchObject(expected);
      expect((await get(t, '/api/get_user_info', m.token)).json().data.bank_accounts).toMatchObject(expected);

      const before = await counts(t);
      const again = await post(t, '/api/member/update_sub_bank_account', sub(), m.token);
      expect(again.json()).toEqual({ error: 1010, message: 'เพิ่มบัญชีธนาคารสำรองได้เพียง 1 บัญชี' });
      expect(await counts(t)).toEqual(before);
    });

    it("refuses an account any member already uses, the member's own primary included", async () => {
      const owner = await registerMember(t);
      const m = await registerMember(t);
      const before = await counts(t);
      const taken = {
        error: 1003,
        message: 'บัญชีธนาคารนี้ถูกใช้สมัครสมาชิกแล้ว',
        data: { fields: { bank_account_number: 'บัญชีธนาคารนี้ถูกใช้สมัครสมาชิกแล้ว' } },
      };
      for (const account of [owner.body.bank_account_number, m.body.bank_account_number]) {
        const res = await post(t, '/api/member/update_sub_bank_account', sub({ bank_code: '004', bank_account_number: account }), m.token);
        expect(res.json()).toEqual(taken);
      }
      // Someone else's second account is taken too.
      const second = sub();
      expect((await post(t, '/api/member/update_sub_bank_account', second, owner.token)).json().error).toBe(0);
      const after = await counts(t);
      expect(
        (await post(t, '/api/member/update_sub_bank_account', sub({ bank_account_number: second.bank_account_number }), m.token)).json(),
      ).toEqual(taken);
      expect(await counts(t)).toEqual(after);
      expect(after.bankAccounts).toBe(before.bankAccounts + 1);
    });

    it("requires the account to carry the member's name", async () => {
      const m = await registerMember(t);
      const before = await counts(t);
      const res = await post(t, '/api/member/update_sub_bank_account', sub({ bank_account_name: 'สมศักดิ์ รักเรียน' }), m.token);
      expect(res.json()).toEqual({
        error: 1012,
        message: 'ชื่อบัญชีต้องเป็นชื่อ-นามสกุลเดียวกับที่สมัครสมาชิก',
        data: { fields: { bank_account_name: 'ชื่อบัญชีต้องเป็นชื่อ-นามสกุลเดียวกับที่สมัครสมาชิก' } },
      });
      expect(await counts(t)).toEqual(before);
    });

    it('accepts the primary account name written in English when the primary is in English', async () => {
      const m = await registerMember(t, { bank_account_name: 'Miss Somying Rakrian' });
      const res = await post(t, '/api/member/update_sub_bank_account', sub({ bank_account_name: 'SOMYING RAKRIAN' }), m.token);
      expect(res.json().error).toBe(0);
    });

    it('lets exactly one of two simultaneous second accounts through', async () => {
      const m = await registerMember(t);
      const before = await counts(t);
      const answers = await Promise.all([
        post(t, '/api/member/update_sub_bank_account', sub(), m.token),
        post(t, '/api/member/update_sub_bank_account', sub(), m.token),
      ]);
      expect(answers.map((r) => r.json().error).sort()).toEqual([0, 1010]);
      expect((await counts(t)).bankAccounts).toBe(before.bankAccounts + 1);
    });

    it.each([
      ['bank_code', 'missing', { bank_code: undefined }, 'กรุณาเลือกธนาคาร'],
      ['bank_code', 'not a Thai bank', { bank_code: '001' }, 'กรุณาเลือกธนาคารจากรายการ'],
      ['bank_account_number', 'missing', { bank_account_number: undefined }, 'กรุณากรอกเลขบัญชีธนาคาร'],
      ['bank_account_number', 'letters', { bank_account_number: 'abcdefghij' }, 'เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก'],
      [
        'bank_account_number',
        'of the wrong length for the bank',
        { bank_code: '034', bank_account_number: '1234567890' },
        'เลขบัญชีธนาคารเพื่อการเกษตรและสหกรณ์การเกษตรต้องมี 12 หลัก',
      ],
      ['bank_account_name', 'missing', { bank_account_name: undefined }, 'กรุณากรอกชื่อบัญชี'],
      ['bank_account_name', 'with digits', { bank_account_name: 'สมหญิง 2' }, 'ชื่อบัญชีใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ'],
      ['bank_account_name', 'too long', { bank_account_name: 'ส'.repeat(61) }, 'ชื่อบัญชียาวได้ไม่เกิน 60 ตัวอักษร'],
    ])('refuses %s (%s) with 422 and a Thai message, changing nothing', async (field, _case, over, message) => {
      const m = await registerMember(t);
      const before = await counts(t);
      expectInvalid(await post(t, '/api/member/update_sub_bank_account', sub(over), m.token), field, message);
      expect(await counts(t)).toEqual(before);
    });
  });
});

describe('the owner-name rule of a second bank account', () => {
  const member = { first_name: 'สมชาย', last_name: 'ใจดี' };
  it.each([
    ['สมชาย ใจดี', true],
    ['นาย สมชาย ใจดี', true],
    ['นายสมชาย  ใจดี', true],
    ['สมชาย', false],
    ['ใจดี', false],
    ['สมหญิง ใจดี', false],
    ['SOMCHAI JAIDEE', false],
  ])('%s -> %s against the registered name', (name, expected) => {
    expect(ownerNameMatches(name, member)).toBe(expected);
  });

  it('accepts the name of the primary account, title and case aside', () => {
    expect(ownerNameMatches('SOMCHAI JAIDEE', member, 'Mr. Somchai Jaidee')).toBe(true);
    expect(ownerNameMatches('Somchai Jaidee', member, 'MR SOMCHAI JAIDEE')).toBe(true);
    expect(ownerNameMatches('SOMSAK JAIDEE', member, 'Mr. Somchai Jaidee')).toBe(false);
  });
});
