import { NATIONAL_ID_MESSAGE, PROMPTPAY_ID_MESSAGE, TRUEMONEY_MESSAGE } from '@contract/admin-deposit-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_CHANNEL,
  bearer,
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  get,
  makeMember,
  makeOperator,
  makeQr,
  post,
  put,
  type TestContext,
} from '../../test';

const URL = '/api/admin/settings/deposit-accounts';
const NOTIFY = '/api/member/payment/notify';

const bank = { kind: 'bank', bank_code: '004', account_number: '0731234567', account_name: 'บจก. โกลเด้น วิน' };

describe(`deposit accounts in the back office (${engineName()})`, () => {
  let t: TestContext;
  let admin: { id: number; token: string };
  let finance: { token: string };
  let support: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    admin = await makeOperator(t, 'admin');
    finance = await makeOperator(t, 'finance');
    support = await makeOperator(t, 'support');
  });
  afterAll(async () => t.close());

  const del = (id: number, token = admin.token) => t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: bearer(token) });
  const list = async (token = admin.token) =>
    expectOk<{ accounts: Record<string, unknown>[]; day: string; new_member_days: number }>(await get(t, URL, token));
  const audits = () =>
    t.handle.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'action', 'target', 'detail'])
      .where('action', '=', 'settings.deposit_account')
      .orderBy('id')
      .execute();
  const snapshot = async () => ({
    rows: await t.handle.db.selectFrom('deposit_account').selectAll().orderBy('id').execute(),
    audit: (await audits()).length,
  });

  it('lets finance read and only admin write; support and members are refused', async () => {
    const created = expectOk<{ id: number }>(await post(t, URL, { ...bank, account_number: '0730000001' }, admin.token));
    expect((await list(finance.token)).accounts.map((a) => a.id)).toContain(created.id);
    expectError(await post(t, URL, { ...bank, account_number: '0730000002' }, finance.token), 6, 403);
    expectError(await put(t, `${URL}/${created.id}`, { ...bank, account_number: '0730000001' }, finance.token), 6, 403);
    expectError(await del(created.id, finance.token), 6, 403);
    expectError(await get(t, URL, support.token), 6, 403);
    expectError(await post(t, URL, bank, support.token), 6, 403);
    const member = await makeMember(t);
    expectError(await get(t, URL, member.token), 2, 401);
    expectError(await get(t, URL), 2, 401);
    expect((await snapshot()).rows).toHaveLength(1);
    expectOk(await del(created.id));
  });

  it('adds a bank account, a TrueMoney wallet and PromptPay ids, normalised, with labels, each audited with its after', async () => {
    const b = expectOk<Record<string, unknown>>(
      await post(t, URL, { ...bank, account_number: '073-1-23456-7', daily_cap: 50_000.5, sort: 2 }, admin.token),
    );
    expect(b).toMatchObject({
      kind: 'bank',
      kind_label: 'บัญชีธนาคาร',
      bank_code: '004',
      bank_name: 'ธนาคารกสิกรไทย',
      account_number: '0731234567',
      active: true,
      sort: 2,
      daily_cap: 50_000.5,
      audience: 'all',
      audience_label: 'สมาชิกทั้งหมด',
      vip_level_from: null,
      used_today: 0,
      capped: false,
      in_use: false,
    });
    const gsb = expectOk(await post(t, URL, { ...bank, bank_code: '030', account_number: '020012345678' }, admin.token));
    expect(gsb).toMatchObject({ bank_name: 'ธนาคารออมสิน', account_number: '020012345678' });
    const tm = expectOk(
      await post(
        t,
        URL,
        // A bank code sent with a wallet is dropped; a VIP level without the VIP audience too.
        {
          kind: 'truemoney',
          bank_code: '004',
          account_number: '095-123-4567',
          account_name: 'โกลเด้น วิน',
          vip_level_from: 2,
          audience: 'new',
        },
        admin.token,
      ),
    );
    expect(tm).toMatchObject({
      kind_label: 'ทรูมันนี่ วอลเล็ท',
      bank_code: null,
      account_number: '0951234567',
      audience: 'new',
      vip_level_from: null,
    });
    expect((tm as { audience_label: string }).audience_label).toBe('สมาชิกใหม่ (สมัครไม่เกิน 7 วัน)');
    for (const id of ['0812345678', '1234567890121', '123456789012345']) {
      const p = expectOk(
        await post(
          t,
          URL,
          { kind: 'promptpay', account_number: id, account_name: 'ร้านทอง', audience: 'vip', vip_level_from: 1 },
          admin.token,
        ),
      );
      expect(p).toMatchObject({ kind_label: 'พร้อมเพย์', account_number: id, audience_label: 'VIP Gold ขึ้นไป', vip_level_from: 1 });
    }
    const last = (await audits()).at(-1);
    expect(last).toMatchObject({ operator_id: admin.id, action: 'settings.deposit_account' });
    expect(last?.detail as Record<string, unknown> | undefined).toEqual({
      change: 'create',
      before: null,
      after: {
        kind: 'promptpay',
        bank_code: null,
        account_number: '123456789012345',
        account_name: 'ร้านทอง',
        active: true,
        sort: 0,
        daily_cap: null,
        audience: 'vip',
        vip_level_from: 1,
      },
    });
    // The list: display order, then id.
    const sorted = (await list()).accounts;
    expect(sorted.at(-1)).toMatchObject({ account_number: '0731234567', sort: 2 });
    const stored = await t.handle.db
      .selectFrom('deposit_account')
      .select('daily_cap')
      .where('account_number', '=', '0731234567')
      .executeTakeFirstOrThrow();
    expect(stored.daily_cap).toBe(5_000_050);
  });

  const bad: { body: Record<string, unknown>; field: string; message: string }[] = [
    { body: { ...bank, kind: undefined }, field: 'kind', message: 'กรุณาเลือกประเภทบัญชี' },
    { body: { ...bank, kind: 'paypal' }, field: 'kind', message: 'กรุณาเลือกประเภทบัญชี' },
    { body: { ...bank, bank_code: undefined }, field: 'bank_code', message: 'กรุณาเลือกธนาคาร' },
    { body: { ...bank, bank_code: '999' }, field: 'bank_code', message: 'กรุณาเลือกธนาคารจากรายการ' },
    { body: { ...bank, account_number: '' }, field: 'account_number', message: 'กรุณากรอกเลขบัญชี' },
    { body: { ...bank, account_number: '12345' }, field: 'account_number', message: 'เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก' },
    { body: { ...bank, account_number: 'abc1234567' }, field: 'account_number', message: 'เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก' },
    { body: { ...bank, account_number: '0731234567890' }, field: 'account_number', message: 'เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก' },
    { body: { ...bank, account_number: '073123456789' }, field: 'account_number', message: 'เลขบัญชีธนาคารกสิกรไทยต้องมี 10 หลัก' },
    { body: { ...bank, bank_code: '030', account_number: '0201234567' }, field: 'account_number', message: 'เลขบัญชีธนาคารออมสินต้องมี 12 หลัก' },
    {
      body: { ...bank, bank_code: '034', account_number: '0201234567' },
      field: 'account_number',
      message: 'เลขบัญชีธนาคารเพื่อการเกษตรและสหกรณ์การเกษตรต้องมี 12 หลัก',
    },
    { body: { ...bank, account_name: '  ' }, field: 'account_name', message: 'กรุณากรอกชื่อบัญชี' },
    { body: { ...bank, account_name: 'ก'.repeat(101) }, field: 'account_name', message: 'ชื่อบัญชียาวได้ไม่เกิน 100 ตัวอักษร' },
    { body: { kind: 'truemoney', account_number: '0212345678', account_name: 'ก' }, field: 'account_number', message: TRUEMONEY_MESSAGE },
    { body: { kind: 'truemoney', account_number: '095123456', account_name: 'ก' }, field: 'account_number', message: TRUEMONEY_MESSAGE },
    { body: { kind: 'promptpay', account_number: '12345', account_name: 'ก' }, field: 'account_number', message: PROMPTPAY_ID_MESSAGE },
    {
      body: { kind: 'promptpay', account_number: '0212345678', account_name: 'ก' },
      field: 'account_number',
      message: PROMPTPAY_ID_MESSAGE,
    },
    {
      body: { kind: 'promptpay', account_number: '1234567890122', account_name: 'ก' },
      field: 'account_number',
      message: NATIONAL_ID_MESSAGE,
    },
    {
      body: { kind: 'promptpay', account_number: '12345678901234', account_name: 'ก' },
      field: 'account_number',
      message: PROMPTPAY_ID_MESSAGE,
    },
    { body: { ...bank, daily_cap: 0 }, field: 'daily_cap', message: 'ยอดรับสูงสุดต่อวันต้องมากกว่า 0 (เว้นว่างหากไม่จำกัด)' },
    { body: { ...bank, daily_cap: 10.555 }, field: 'daily_cap', message: 'ยอดรับสูงสุดต่อวันมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' },
    { body: { ...bank, daily_cap: '100' }, field: 'daily_cap', message: 'ยอดรับสูงสุดต่อวันต้องเป็นตัวเลข' },
    { body: { ...bank, sort: -1 }, field: 'sort', message: 'ลำดับการแสดงต้องไม่ติดลบ' },
    { body: { ...bank, sort: 1.5 }, field: 'sort', message: 'ลำดับการแสดงต้องเป็นจำนวนเต็ม' },
    { body: { ...bank, active: 'yes' }, field: 'active', message: 'กรุณาเลือกเปิดหรือปิดใช้งาน' },
    { body: { ...bank, audience: 'everyone' }, field: 'audience', message: 'กรุณาเลือกกลุ่มสมาชิกที่เห็นบัญชีนี้' },
    { body: { ...bank, audience: 'vip' }, field: 'vip_level_from', message: 'กรุณาเลือกระดับ VIP' },
    { body: { ...bank, audience: 'vip', vip_level_from: 3 }, field: 'vip_level_from', message: 'ระดับ VIP ต้องเป็น 1 ถึง 2' },
    { body: { ...bank, audience: 'vip', vip_level_from: 0 }, field: 'vip_level_from', message: 'ระดับ VIP ต้องเป็น 1 ถึง 2' },
  ];

  it('refuses every bad field with 422 and its Thai message, on create and on save, and changes nothing', async () => {
    const saved = expectOk<{ id: number }>(await post(t, URL, { ...bank, account_number: '1111111111' }, admin.token));
    const before = await snapshot();
    for (const { body, field, message } of bad) {
      expectInvalid(await post(t, URL, body, admin.token), field, message);
      expectInvalid(await put(t, `${URL}/${saved.id}`, body, admin.token), field, message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a duplicate number (same kind and bank), an unknown id and a change of kind, changing nothing', async () => {
    const a = expectOk<{ id: number }>(await post(t, URL, { ...bank, account_number: '2222222222' }, admin.token));
    const b = expectOk<{ id: number }>(await post(t, URL, { ...bank, account_number: '3333333333' }, admin.token));
    const before = await snapshot();
    expectError(await post(t, URL, { ...bank, account_number: '222-2222222' }, admin.token), 9121);
    expectError(await put(t, `${URL}/${b.id}`, { ...bank, account_number: '2222222222' }, admin.token), 9121);
    expectError(await put(t, `${URL}/${a.id}`, { kind: 'truemoney', account_number: '0912222222', account_name: 'ก' }, admin.token), 9123);
    expectError(await put(t, `${URL}/999999`, bank, admin.token), 9120);
    expectError(await del(999999), 9120);
    expect(await snapshot()).toEqual(before);
    // The same number at another bank is another account.
    expectOk(await post(t, URL, { ...bank, bank_code: '014', account_number: '2222222222' }, admin.token));
  });

  it('saves an account whole and audits it before and after', async () => {
    const a = expectOk<{ id: number }>(await post(t, URL, { ...bank, account_number: '4444444444', account_name: 'เดิม' }, admin.token));
    const saved = expectOk(
      await put(
        t,
        `${URL}/${a.id}`,
        { ...bank, account_number: '4444444445', account_name: 'ใหม่', active: false, daily_cap: 1000, audience: 'vip', vip_level_from: 2 },
        admin.token,
      ),
    );
    expect(saved).toMatchObject({
      id: a.id,
      account_number: '4444444445',
      account_name: 'ใหม่',
      active: false,
      daily_cap: 1000,
      audience_label: 'VIP Hero ขึ้นไป',
    });
    const entry = (await audits()).at(-1);
    expect(entry?.target).toBe(`deposit_account:${a.id}`);
    const detail = entry?.detail as { change: string; before: unknown; after: unknown };
    expect(detail.change).toBe('update');
    expect(detail.before).toMatchObject({
      account_number: '4444444444',
      account_name: 'เดิม',
      active: true,
      daily_cap: null,
      audience: 'all',
      vip_level_from: null,
    });
    expect(detail.after).toMatchObject({
      account_number: '4444444445',
      account_name: 'ใหม่',
      active: false,
      daily_cap: 1000,
      audience: 'vip',
      vip_level_from: 2,
    });
  });

  it('refuses to delete an account a pending notice names (it can be switched off), and deletes it once the notice is gone', async () => {
    const a = expectOk<{ id: number }>(await post(t, URL, { ...bank, account_number: '5555555555' }, admin.token));
    const m = await makeMember(t, { bank_code: '004', bank_account_number: '5550000001' });
    expectOk(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: a.id, amount: 500 }, m.token));
    expect((await list()).accounts.find((x) => x.id === a.id)).toMatchObject({ in_use: true });
    const before = await snapshot();
    const refused = expectError(await del(a.id), 9122);
    expect(refused.message).toBe('บัญชีนี้มีรายการฝากที่รอดำเนินการอยู่ จึงลบไม่ได้ ปิดการใช้งานบัญชีแทนได้');
    expect(await snapshot()).toEqual(before);
    // Switching it off is allowed, and members no longer see it (the open notice stays).
    expectOk(await put(t, `${URL}/${a.id}`, { ...bank, account_number: '5555555555', active: false }, admin.token));
    expectError(await del(a.id), 9122);
    expectOk(await post(t, '/api/member/payment/notify/cancel', {}, m.token));
    expect(expectOk(await del(a.id))).toEqual({ id: a.id });
    expect((await snapshot()).rows.some((r) => r.id === a.id)).toBe(false);
    const entry = (await audits()).at(-1);
    expect(entry?.detail as Record<string, unknown> | undefined).toMatchObject({
      change: 'delete',
      before: { account_number: '5555555555', active: false },
      after: null,
    });
  });

  it('refuses to delete a PromptPay account an open QR was made with', async () => {
    // Only this PromptPay account is active, so the member's QR is made with it.
    await t.handle.db.updateTable('deposit_account').set({ active: false }).where('kind', '=', 'promptpay').execute();
    const p = expectOk<{ id: number }>(
      await post(t, URL, { kind: 'promptpay', account_number: '0899999999', account_name: 'ร้าน คิวอาร์' }, admin.token),
    );
    const m = await makeMember(t);
    const qr = await makeQr(t, m.token, 100);
    expect(qr.payload).toContain('0066899999999');
    expectError(await del(p.id), 9122);
    await t.handle.db.updateTable('payment_intent').set({ status: 'cancelled' }).where('reference', '=', qr.reference).execute();
    expectOk(await del(p.id));
  });
});
