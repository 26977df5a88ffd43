import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_CHANNEL,
  countRows,
  engineName,
  expectError,
  get,
  makeMember,
  makeQr,
  paymentsApp,
  post,
  QR_CHANNEL,
  SANDBOX_SUB,
  type TestContext,
  TRUEMONEY_ACCOUNT,
  TRUEMONEY_CHANNEL,
} from '../../test';
import { AGENT_ID } from '../agent';

const NOTIFY = '/api/member/payment/notify';

describe(`deposit channels, info and notices (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await paymentsApp();
  });
  afterAll(async () => t.close());

  const setAgentPayments = (payments: unknown) =>
    t.handle.db
      .updateTable('agent')
      .set({ config: JSON.stringify({ payments }) })
      .where('id', '=', AGENT_ID)
      .execute();

  it('lists the three channels with Thai names, bounds, the agent accounts to pay to and the member’s own accounts', async () => {
    const m = await makeMember(t, { bank_code: '004', bank_account_number: '1239876540' });
    const data = (await get(t, '/api/member/payment/channels', m.token)).json().data;
    expect(data.channels.map((c: { id: number; type: string; enabled: boolean }) => [c.id, c.type, c.enabled])).toEqual([
      [BANK_CHANNEL, 'bank', true],
      [TRUEMONEY_CHANNEL, 'truemoney', true],
      [QR_CHANNEL, 'promptpay_qr', true],
    ]);
    const [bank, tm, qr] = data.channels;
    expect(bank).toMatchObject({ name: 'โอนผ่านบัญชีธนาคาร', min_amount: 1, max_amount: 1_000_000 });
    // Only active agent accounts, with the bank's Thai name and logo code.
    expect(bank.bank_accounts).toEqual([
      {
        id: 1,
        bank_code: '004',
        bank_short: 'KBANK',
        bank_name: 'ธนาคารกสิกรไทย',
        bank_color: '#138f2d',
        account_number: '0731234567',
        account_name: 'บจก. โกลเด้น วิน',
      },
      {
        id: 2,
        bank_code: '014',
        bank_short: 'SCB',
        bank_name: 'ธนาคารไทยพาณิชย์',
        bank_color: '#4e2e7f',
        account_number: '4071234568',
        account_name: 'บจก. โกลเด้น วิน',
      },
    ]);
    expect(tm).toMatchObject({
      name: 'ทรูมันนี่ วอลเล็ท',
      min_amount: 1,
      max_amount: 30_000,
      true_money_accounts: [{ id: TRUEMONEY_ACCOUNT, phone: '0951234567', account_name: 'โกลเด้น วิน' }],
    });
    expect(qr).toMatchObject({
      name: 'สแกน QR พร้อมเพย์',
      min_amount: 20,
      max_amount: 50_000,
      sub_channels: [{ id: SANDBOX_SUB, gateway: 'sandbox', enabled: true }],
    });
    expect(data.pay_from).toEqual({
      bank_accounts: [
        expect.objectContaining({ bank_code: '004', bank_name: 'ธนาคารกสิกรไทย', account_number: '1239876540', is_primary: true }),
      ],
      true_money_phone: m.phone,
    });
  });

  it('takes bounds and switches from the agent config, closing a channel that is switched off', async () => {
    const m = await makeMember(t);
    try {
      await setAgentPayments({ promptpay_qr: { min: 50, max: 1000 }, bank: { enabled: false }, truemoney: { min: 'junk' } });
      const channels = (await get(t, '/api/member/payment/channels', m.token)).json().data.channels;
      expect(channels[0].enabled).toBe(false);
      expect(channels[2]).toMatchObject({ min_amount: 50, max_amount: 1000 });
      // A malformed entry falls back to the defaults rather than closing deposits.
      expect(channels[1]).toMatchObject({ enabled: true, min_amount: 1 });
      expectError(
        await post(t, '/api/member/payment/generate_qr', { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount: 40 }, m.token),
        3104,
      );
      expectError(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: 1, amount: 100 }, m.token), 3102);
      await setAgentPayments({ promptpay_qr: { enabled: false } });
      expectError(
        await post(t, '/api/member/payment/generate_qr', { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount: 100 }, m.token),
        3102,
      );
    } finally {
      await setAgentPayments(undefined);
    }
  });

  it('answers the details of each channel with Thai instructions', async () => {
    const m = await makeMember(t);
    const bank = (await get(t, `/api/member/payment/info?channel_id=${BANK_CHANNEL}`, m.token)).json().data;
    expect(bank.channel.type).toBe('bank');
    expect(bank.instructions.length).toBeGreaterThan(2);
    for (const line of bank.instructions) expect(line).toMatch(/[\u0E00-\u0E7F]/);
    expect(bank).toMatchObject({ pending_notice: null, open_qr: null, pay_from: { true_money_phone: m.phone } });
    const qrInfo = (await get(t, `/api/member/payment/info?channel_id=${QR_CHANNEL}`, m.token)).json().data;
    expect(qrInfo.open_qr).toBeNull();
    const qr = await makeQr(t, m.token, 77);
    const withQr = (await get(t, `/api/member/payment/info?channel_id=${QR_CHANNEL}`, m.token)).json().data;
    expect(withQr.open_qr).toMatchObject({ reference: qr.reference, amount: 77, status: 'pending' });
    expectError(await get(t, '/api/member/payment/info?channel_id=9', m.token), 3101);
    for (const bad of ['', 'abc', '-1', '0', '1.5'])
      expect((await get(t, `/api/member/payment/info?channel_id=${bad}`, m.token)).statusCode, bad).toBe(422);
    expect((await get(t, '/api/member/payment/info', m.token)).statusCode).toBe(422);
  });

  it('records a deposit notice shown in the info call; a new one replaces it; it can be cancelled', async () => {
    const m = await makeMember(t);
    const first = (await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: 2, amount: 500 }, m.token)).json();
    expect(first).toMatchObject({ error: 0, data: { channel_id: BANK_CHANNEL, account_id: 2, amount: 500, status: 'pending' } });
    expect(first.data.from_account_id).toEqual(expect.any(Number));
    const info = (await get(t, `/api/member/payment/info?channel_id=${BANK_CHANNEL}`, m.token)).json().data;
    expect(info.pending_notice).toMatchObject({ id: first.data.id, amount: 500 });
    // The TrueMoney page does not show a bank notice.
    expect((await get(t, `/api/member/payment/info?channel_id=${TRUEMONEY_CHANNEL}`, m.token)).json().data.pending_notice).toBeNull();
    const second = (await post(t, NOTIFY, { channel_id: TRUEMONEY_CHANNEL, account_id: TRUEMONEY_ACCOUNT, amount: 90 }, m.token)).json();
    expect(second.data).toMatchObject({ channel_id: TRUEMONEY_CHANNEL, from_account_id: null });
    const statuses = await t.handle.db
      .selectFrom('deposit_notice')
      .select(['id', 'status'])
      .where('member_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'pending']);
    expect((await post(t, `${NOTIFY}/cancel`, {}, m.token)).json().data).toEqual({ cancelled: true });
    expect((await post(t, `${NOTIFY}/cancel`, {}, m.token)).json().data).toEqual({ cancelled: false });
  });

  it('refuses notices to unknown accounts, from another member’s account, on the QR channel or with bad amounts', async () => {
    const m = await makeMember(t);
    const other = await makeMember(t);
    const otherAccount = (await get(t, '/api/member/payment/channels', other.token)).json().data.pay_from.bank_accounts[0].id;
    const before = await countRows(t, 'deposit_notice');
    expectError(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: 3, amount: 100 }, m.token), 3107); // inactive agent account
    expectError(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: 99, amount: 100 }, m.token), 3107);
    expectError(
      await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: 1, from_account_id: otherAccount, amount: 100 }, m.token),
      3107,
    );
    expectError(await post(t, NOTIFY, { channel_id: QR_CHANNEL, account_id: 1, amount: 100 }, m.token), 3101);
    expectError(await post(t, NOTIFY, { channel_id: TRUEMONEY_CHANNEL, account_id: TRUEMONEY_ACCOUNT, amount: 30_000.01 }, m.token), 3105);
    expectError(await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: 1, amount: 0.99 }, m.token), 3104);
    for (const amount of [-5, 0, 1.001, 'ten', 99_999_999]) {
      const res = await post(t, NOTIFY, { channel_id: BANK_CHANNEL, account_id: 1, amount }, m.token);
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().data.fields.amount).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await countRows(t, 'deposit_notice')).toBe(before);
  });
});
