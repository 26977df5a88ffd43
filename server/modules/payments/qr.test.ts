import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEmv, hasValidCrc } from '../../payments/promptpay';
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
} from '../../test';

const GENERATE = '/api/member/payment/generate_qr';

describe(`PromptPay QR deposits (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await paymentsApp();
  });
  afterAll(async () => t.close());

  it('answers a real EMVCo payload for the amount with a reference, a 15-minute expiry and a PNG image', async () => {
    const m = await makeMember(t);
    const before = Date.now();
    const res = await post(t, GENERATE, { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount: 150.5 }, m.token);
    expect(res.statusCode).toBe(200);
    const qr = res.json().data;
    expect(qr).toMatchObject({
      channel_id: QR_CHANNEL,
      sub_channel_id: SANDBOX_SUB,
      amount: 150.5,
      status: 'pending',
      status_label: 'รอชำระเงิน',
      paid_at: null,
    });
    expect(qr.reference).toMatch(/^QR[A-Z0-9]{12}$/);
    expect(hasValidCrc(qr.payload)).toBe(true);
    const fields = Object.fromEntries(decodeEmv(qr.payload));
    expect(fields).toMatchObject({ '00': '01', '01': '12', '53': '764', '54': '150.50', '58': 'TH' });
    expect(fields['29']).toBe('0016A000000677010111' + '02130000000000000');
    expect(Object.fromEntries(decodeEmv(fields['62']))['05']).toBe(qr.reference);
    const ttl = new Date(qr.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(14.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(qr.expires_in).toBeGreaterThan(890);
    expect(qr.qr_image).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(qr.qr_image.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(qr.receiver_name).toBe('Golden Win 888');
  });

  it('refuses bad amounts with 422 and a Thai message beside the field, storing nothing', async () => {
    const m = await makeMember(t);
    const before = await countRows(t, 'payment_intent');
    for (const amount of [-10, 0, 100.123, 20_000_000, 'abc', '100', null, Number.NaN]) {
      const res = await post(t, GENERATE, { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount }, m.token);
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(422);
      expect(res.json().error).toBe(1);
      expect(res.json().data.fields.amount).toMatch(/[\u0E00-\u0E7F]/);
    }
    const missing = await post(t, GENERATE, { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB }, m.token);
    expect(missing.statusCode).toBe(422);
    const badChannel = await post(t, GENERATE, { channel_id: 'x', sub_channel_id: SANDBOX_SUB, amount: 100 }, m.token);
    expect(badChannel.json().data.fields.channel_id).toMatch(/[\u0E00-\u0E7F]/);
    expect(await countRows(t, 'payment_intent')).toBe(before);
  });

  it('refuses amounts outside the channel bounds (20 to 50,000 baht) as business errors, storing nothing', async () => {
    const m = await makeMember(t);
    const before = await countRows(t, 'payment_intent');
    const low = expectError(await post(t, GENERATE, { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount: 19.99 }, m.token), 3104);
    expect(low.message).toBe('ยอดฝากขั้นต่ำของช่องทางนี้คือ 20.00 บาท');
    const high = expectError(
      await post(t, GENERATE, { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount: 50_000.01 }, m.token),
      3105,
    );
    expect(high.message).toBe('ยอดฝากสูงสุดของช่องทางนี้คือ 50,000.00 บาทต่อครั้ง');
    // The bounds themselves are allowed.
    await makeQr(t, m.token, 20);
    const m2 = await makeMember(t);
    await makeQr(t, m2.token, 50_000);
    expect(await countRows(t, 'payment_intent')).toBe(before + 2);
  });

  it('refuses an unknown channel, a channel without QR and an unknown sub-channel', async () => {
    const m = await makeMember(t);
    expectError(await post(t, GENERATE, { channel_id: 99, sub_channel_id: SANDBOX_SUB, amount: 100 }, m.token), 3101);
    expectError(await post(t, GENERATE, { channel_id: BANK_CHANNEL, sub_channel_id: SANDBOX_SUB, amount: 100 }, m.token), 3101);
    expectError(await post(t, GENERATE, { channel_id: QR_CHANNEL, sub_channel_id: 77, amount: 100 }, m.token), 3103);
  });

  it('keeps one open QR per member: the same amount answers the open one, another amount replaces it', async () => {
    const m = await makeMember(t);
    const first = await makeQr(t, m.token, 300);
    const again = await makeQr(t, m.token, 300);
    expect(again.reference).toBe(first.reference);
    const other = await makeQr(t, m.token, 400);
    expect(other.reference).not.toBe(first.reference);
    const old = await get(t, `/api/member/payment/qrcode_info?reference=${first.reference}`, m.token);
    expect(old.json().data).toMatchObject({ status: 'cancelled', status_label: 'ยกเลิกแล้ว' });
    const open = await t.handle.db
      .selectFrom('payment_intent')
      .select('reference')
      .where('member_id', '=', m.id)
      .where('status', '=', 'pending')
      .execute();
    expect(open.map((o) => o.reference)).toEqual([other.reference]);
  });

  it('keeps one open QR under concurrent requests', async () => {
    const m = await makeMember(t);
    const results = await Promise.all(
      [100, 200, 300, 100, 200].map((amount) =>
        post(t, GENERATE, { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount }, m.token),
      ),
    );
    for (const r of results) expect(r.json().error, r.body).toBe(0);
    const open = await t.handle.db
      .selectFrom('payment_intent')
      .select('id')
      .where('member_id', '=', m.id)
      .where('status', '=', 'pending')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('answers qrcode_info by reference or the latest, and pending status before payment', async () => {
    const m = await makeMember(t);
    const none = await get(t, '/api/member/payment/qrcode_info', m.token);
    expect(none.json()).toMatchObject({ error: 0, data: null });
    const qr = await makeQr(t, m.token, 250);
    const latest = (await get(t, '/api/member/payment/qrcode_info', m.token)).json().data;
    expect(latest).toMatchObject({ reference: qr.reference, amount: 250, payload: qr.payload, status: 'pending' });
    expect(latest.qr_image).toMatch(/^data:image\/png;base64,/);
    const byRef = (await get(t, `/api/member/payment/qrcode_info?reference=${qr.reference.toLowerCase()}`, m.token)).json().data;
    expect(byRef.reference).toBe(qr.reference);
    const status = (await get(t, `/api/member/payment/inquiry_status?reference=${qr.reference}`, m.token)).json();
    expect(status).toMatchObject({
      error: 0,
      data: { status: 'pending', status_label: 'รอชำระเงิน', amount: 250, credited_amount: null, balance: null },
    });
  });

  it("answers NOT_FOUND for another member's reference exactly as for one that does not exist", async () => {
    const owner = await makeMember(t);
    const other = await makeMember(t);
    const qr = await makeQr(t, owner.token, 120);
    for (const url of [
      `/api/member/payment/qrcode_info?reference=${qr.reference}`,
      `/api/member/payment/inquiry_status?reference=${qr.reference}`,
    ]) {
      const res = await get(t, url, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 5, message: 'ไม่พบข้อมูลที่ต้องการ' });
      const missing = await get(t, url.replace(qr.reference, 'QRNOSUCHREF000'), other.token);
      expect(missing.json()).toEqual(res.json());
    }
    // The other member's latest QR is not the owner's.
    expect((await get(t, '/api/member/payment/qrcode_info', other.token)).json().data).toBeNull();
    expect((await get(t, '/api/member/payment/inquiry_status', other.token)).statusCode).toBe(404);
    const bad = await get(t, '/api/member/payment/inquiry_status?reference=not-a-ref!', other.token);
    expect(bad.statusCode).toBe(422);
  });

  it('requires a member token on every member payment call', async () => {
    for (const [method, url] of [
      ['GET', '/api/member/payment/channels'],
      ['GET', '/api/member/payment/info?channel_id=1'],
      ['GET', '/api/member/payment/qrcode_info'],
      ['GET', '/api/member/payment/inquiry_status'],
      ['POST', GENERATE],
      ['POST', '/api/member/payment/notify'],
      ['POST', '/api/member/payment/notify/cancel'],
      ['GET', '/api/member/limits'],
      ['POST', '/api/member/limits'],
      ['POST', '/api/member/self_exclusion'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { amount: 'bad' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error).toBe(2);
    }
  });
});
