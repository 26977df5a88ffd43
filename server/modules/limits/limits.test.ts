import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import {
  BANK_CHANNEL,
  engineName,
  expectError,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  makeQr,
  paymentsApp,
  post,
  QR_CHANNEL,
  SANDBOX_SUB,
  sandboxPay,
  signedPost,
  type TestContext,
} from '../../test';
import { periodBounds } from './periods';
import { assertDepositAllowed, assertNotExcluded } from './service';

const LIMITS = '/api/member/limits';
const EXCLUDE = '/api/member/self_exclusion';
const qrBody = (amount: number) => ({ channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount });

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 0;
  } catch (e) {
    if (e instanceof AppError) return e.def.code;
    throw e;
  }
};

describe(`deposit limits and self-exclusion (${engineName()})`, () => {
  let t: TestContext;
  let operator: string;
  let lineSeq = 0;
  beforeAll(async () => {
    t = await paymentsApp();
    operator = (await makeOperator(t, 'finance')).token;
  });
  afterAll(async () => t.close());

  /** A bank statement line from the member's registered account, through the signed webhook. */
  const bankLine = (account: string, amount: number) => {
    lineSeq += 1;
    const body = JSON.stringify({
      lines: [{ line_id: `LIM-${lineSeq}`, time: new Date().toISOString(), channel: 'bank', from_account: account, amount }],
    });
    return signedPost(t, '/api/payments/statement/webhook', body, t.config.payments.statementSecret!);
  };
  const limitRow = (memberId: number, period: string) =>
    t.handle.db
      .selectFrom('deposit_limit')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('period', '=', period as 'daily')
      .executeTakeFirst();

  it('starts with no limits and answers the rules in Thai', async () => {
    const m = await makeMember(t);
    const res = (await get(t, LIMITS, m.token)).json();
    expect(res.error).toBe(0);
    for (const p of ['daily', 'weekly', 'monthly'])
      expect(res.data.limits[p]).toMatchObject({ period: p, amount: null, has_pending: false, used: 0, remaining: null });
    expect(res.data.limits.daily.label).toBe('รายวัน');
    expect(res.data.self_exclusion).toEqual({ active: false, until: null, until_label: null });
    expect(res.data.rules.join(' ')).toMatch(/24 ชั่วโมง/);
  });

  it('applies a first or lower limit at once and a higher one (or a removal) only after 24 hours', async () => {
    const m = await makeMember(t);
    let data = (await post(t, LIMITS, { daily: 1000, weekly: 5000 }, m.token)).json().data;
    expect(data.limits.daily).toMatchObject({ amount: 1000, has_pending: false, remaining: 1000 });
    expect(data.limits.weekly).toMatchObject({ amount: 5000 });
    data = (await post(t, LIMITS, { daily: 500 }, m.token)).json().data;
    expect(data.limits.daily).toMatchObject({ amount: 500, has_pending: false });
    expect(data.limits.weekly.amount).toBe(5000);

    const before = Date.now();
    data = (await post(t, LIMITS, { daily: 2000, weekly: null }, m.token)).json().data;
    expect(data.limits.daily).toMatchObject({ amount: 500, has_pending: true, pending_amount: 2000 });
    expect(data.limits.weekly).toMatchObject({ amount: 5000, has_pending: true, pending_amount: null });
    const effective = new Date(data.limits.daily.pending_effective_at).getTime();
    expect(effective - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(effective - before).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    // Saving the same raise again does not restart the wait.
    const again = (await post(t, LIMITS, { daily: 2000 }, m.token)).json().data;
    expect(again.limits.daily.pending_effective_at).toBe(data.limits.daily.pending_effective_at);
    // Still the lower limit in force: a 600 baht QR is over it.
    expectError(await post(t, '/api/member/payment/generate_qr', qrBody(600), m.token), 3110);

    // 24 hours later (moved in the database): the raise and the removal are in force.
    await t.handle.db
      .updateTable('deposit_limit')
      .set({ effective_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', m.id)
      .execute();
    data = (await get(t, LIMITS, m.token)).json().data;
    expect(data.limits.daily).toMatchObject({ amount: 2000, has_pending: false, pending_amount: null, pending_effective_at: null });
    expect(data.limits.weekly).toMatchObject({ amount: null, has_pending: false });
    await makeQr(t, m.token, 600);
  });

  it('lets a lower limit cancel a waiting raise at once', async () => {
    const m = await makeMember(t);
    await post(t, LIMITS, { monthly: 1000 }, m.token);
    await post(t, LIMITS, { monthly: 9000 }, m.token);
    const data = (await post(t, LIMITS, { monthly: 800 }, m.token)).json().data;
    expect(data.limits.monthly).toMatchObject({ amount: 800, has_pending: false, pending_amount: null });
    expect(await limitRow(m.id, 'monthly')).toMatchObject({ amount: 80_000, pending_set: false });
  });

  it('refuses bad limit values with 422 and changes nothing', async () => {
    const m = await makeMember(t);
    for (const bad of [-1, 0, 1.234, 'abc', 20_000_000, true]) {
      const res = await post(t, LIMITS, { daily: bad }, m.token);
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().data.fields.daily).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await limitRow(m.id, 'daily')).toBeUndefined();
  });

  it('refuses a QR deposit over the daily limit with a Thai message, counting what was deposited today', async () => {
    const m = await makeMember(t);
    await post(t, LIMITS, { daily: 100 }, m.token);
    const over = expectError(await post(t, '/api/member/payment/generate_qr', qrBody(150), m.token), 3110);
    expect(over.message).toBe('ยอดฝากเกินวงเงินฝากรายวันที่ท่านตั้งไว้ (100.00 บาท) วันนี้ฝากได้อีก 100.00 บาท');
    const qr = await makeQr(t, m.token, 80);
    await sandboxPay(t, operator, qr.reference);
    expect(await mainBalance(t, m.id)).toBe(8_000);
    const next = expectError(await post(t, '/api/member/payment/generate_qr', qrBody(30), m.token), 3110);
    expect(next.message).toMatch(/วันนี้ฝากได้อีก 20\.00 บาท$/);
    await makeQr(t, m.token, 20);
    const view = (await get(t, LIMITS, m.token)).json().data.limits.daily;
    expect(view).toMatchObject({ used: 80, remaining: 20 });
    // Yesterday's deposits (before Bangkok midnight) do not count toward today.
    const midnight = periodBounds('daily', new Date()).start;
    await t.handle.db
      .updateTable('ledger_transfer')
      .set({ created_at: new Date(midnight.getTime() - 60_000) } as never)
      .where('idempotency_key', '=', `qr:${qr.reference}`)
      .execute();
    expect((await get(t, LIMITS, m.token)).json().data.limits.daily).toMatchObject({ used: 0, remaining: 100 });
    await makeQr(t, m.token, 100);
  });

  it('refuses a deposit notice over the weekly limit', async () => {
    const m = await makeMember(t);
    await post(t, LIMITS, { weekly: 300 }, m.token);
    const over = expectError(
      await post(t, '/api/member/payment/notify', { channel_id: BANK_CHANNEL, account_id: 1, amount: 300.01 }, m.token),
      3110,
    );
    expect(over.message).toMatch(/รายสัปดาห์.*สัปดาห์นี้ฝากได้อีก 300\.00 บาท/);
    expect(
      (await post(t, '/api/member/payment/notify', { channel_id: BANK_CHANNEL, account_id: 1, amount: 300 }, m.token)).json().error,
    ).toBe(0);
  });

  it('still credits money that already arrived over a limit, flagged for the operator', async () => {
    const m = await makeMember(t);
    await post(t, LIMITS, { daily: 100 }, m.token);
    const res = await bankLine(m.bank_account_number, 500);
    expect(res.json().data).toMatchObject({ credited: 1 });
    expect(await mainBalance(t, m.id)).toBe(50_000);
    const flagged = (await get(t, '/api/admin/payments/lines?status=credited&flagged=true&page_size=100', operator)).json().data;
    const line = flagged.items.find((i: { member: { id: number } | null }) => i.member?.id === m.id);
    expect(line).toMatchObject({ flags: ['limit_daily'], flag_labels: ['เกินวงเงินฝากรายวันที่สมาชิกตั้งไว้'] });
  });

  it('refuses deposits during self-exclusion, which can be extended but never shortened', async () => {
    const m = await makeMember(t);
    const before = Date.now();
    const res = (await post(t, EXCLUDE, { period: '7d' }, m.token)).json();
    expect(res.error).toBe(0);
    expect(res.data.self_exclusion.active).toBe(true);
    const until = new Date(res.data.self_exclusion.until).getTime();
    expect(until - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(7 * 86_400_000 + 5000);
    expect(res.data.self_exclusion.until_label).toMatch(/ น\.$/);

    const qr = expectError(await post(t, '/api/member/payment/generate_qr', qrBody(100), m.token), 3111);
    expect(qr.message).toContain(res.data.self_exclusion.until_label);
    expectError(await post(t, '/api/member/payment/notify', { channel_id: BANK_CHANNEL, account_id: 1, amount: 100 }, m.token), 3111);
    expect(await codeOf(assertNotExcluded(t.handle.db, m.id))).toBe(3111);
    expect(await codeOf(assertDepositAllowed(t.handle.db, m.id, 100))).toBe(3111);

    const shorter = expectError(await post(t, EXCLUDE, { period: '1d' }, m.token), 3112);
    expect(shorter.message).toMatch(/ไม่สามารถลดระยะเวลา/);
    const stillUntil = (await get(t, LIMITS, m.token)).json().data.self_exclusion.until;
    expect(stillUntil).toBe(res.data.self_exclusion.until);
    const longer = (await post(t, EXCLUDE, { period: '6m' }, m.token)).json();
    expect(longer.error).toBe(0);
    expect(new Date(longer.data.self_exclusion.until).getTime()).toBeGreaterThan(until + 150 * 86_400_000);

    // Money already sent still arrives, flagged.
    const line = await bankLine(m.bank_account_number, 50);
    expect(line.json().data.credited).toBe(1);
    const stored = await t.handle.db
      .selectFrom('bank_statement_line')
      .select('flags')
      .where('id', '=', line.json().data.line_ids[0])
      .executeTakeFirstOrThrow();
    expect(stored.flags).toEqual(['self_excluded']);

    // When the period is over, deposits are allowed again.
    await t.handle.db
      .updateTable('self_exclusion')
      .set({ until: new Date(Date.now() - 1000) })
      .where('member_id', '=', m.id)
      .execute();
    expect(await codeOf(assertNotExcluded(t.handle.db, m.id))).toBe(0);
    await makeQr(t, m.token, 100);
  });

  it('refuses an unknown exclusion period and leaves other members alone', async () => {
    const m = await makeMember(t);
    for (const period of ['2d', '', 7, null]) {
      const res = await post(t, EXCLUDE, { period }, m.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().data.fields.period).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await codeOf(assertNotExcluded(t.handle.db, m.id))).toBe(0);
    expect(await codeOf(assertDepositAllowed(t.handle.db, m.id, 100_000_000))).toBe(0);
  });
});
