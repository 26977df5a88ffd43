import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWithRetry } from '../../payments/sandbox';
import { signedHeaders } from '../../payments/signing';
import { engineName, type TestContext } from '../../test/app';
import { verifyLedger } from '../ledger';
import {
  balanceOf,
  count,
  depositsOf,
  get,
  makeMember,
  makeOperator,
  makeQr,
  paymentsApp,
  paymentsEnv,
  sandboxPay,
  signedPost,
} from './test-support';

const CALLBACK = '/api/payments/callback/sandbox';

/** A callback body exactly as the sandbox gateway sends it. */
const callbackBody = (over: Partial<{ callback_id: string; reference: string; amount: string; paid_at: string }>) =>
  JSON.stringify({ callback_id: 'cb-1', status: 'paid', amount: '100.00', paid_at: new Date().toISOString(), ...over });

describe(`sandbox gateway callbacks (${engineName()})`, () => {
  let t: TestContext;
  let secret: string;
  let operator: string;
  beforeAll(async () => {
    t = await paymentsApp();
    secret = paymentsEnv().sandboxSecret;
    operator = (await makeOperator(t, 'finance')).token;
  });
  afterAll(async () => t.close());

  it('goes pending -> paid when the sandbox pays, crediting the wallet once', async () => {
    const m = await makeMember(t);
    const qr = await makeQr(t, m.token, 500);
    const before = (await get(t, `/api/member/payment/inquiry_status?reference=${qr.reference}`, m.token)).json().data;
    expect(before).toMatchObject({ status: 'pending', credited_amount: null });
    const paid = await sandboxPay(t, operator, qr.reference);
    expect(paid.json()).toMatchObject({
      error: 0,
      data: { reference: qr.reference, outcome: 'credited', status: 'paid', status_label: 'ชำระเงินสำเร็จ', attempts: 1 },
    });
    const after = (await get(t, `/api/member/payment/inquiry_status?reference=${qr.reference}`, m.token)).json().data;
    expect(after).toMatchObject({
      status: 'paid',
      status_label: 'ชำระเงินสำเร็จ',
      amount: 500,
      credited_amount: 500,
      balance: 500,
      expires_in: 0,
    });
    expect(after.paid_at).toEqual(expect.any(String));
    // Paying again (the operator presses twice; the gateway retries) answers the first outcome and moves nothing.
    const again = await sandboxPay(t, operator, qr.reference);
    expect(again.json().data).toMatchObject({ outcome: 'credited', status: 'paid' });
    expect(await balanceOf(t, m.id)).toBe(50_000);
    const deposits = await depositsOf(t, m.id);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ idempotency_key: `qr:${qr.reference}`, amount: 50_000 });
    // The wallet the panel shows agrees.
    const info = (await get(t, '/api/member/payment/qrcode_info', m.token)).json().data;
    expect(info).toMatchObject({ status: 'paid', expires_in: 0 });
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('credits once when the same callback is delivered 3 times concurrently, and again later', async () => {
    const m = await makeMember(t);
    const qr = await makeQr(t, m.token, 100);
    const body = callbackBody({ callback_id: `cb-${qr.reference}`, reference: qr.reference });
    const results = await Promise.all([1, 2, 3].map(() => signedPost(t, CALLBACK, body, secret)));
    for (const r of results) expect(r.json(), r.body).toMatchObject({ error: 0, data: { outcome: 'credited' } });
    expect(results.filter((r) => r.json().data.replayed === false)).toHaveLength(1);
    const late = await signedPost(t, CALLBACK, body, secret);
    expect(late.json().data).toMatchObject({ outcome: 'credited', replayed: true });
    expect(await balanceOf(t, m.id)).toBe(10_000);
    expect(await depositsOf(t, m.id)).toHaveLength(1);
  });

  it('credits once when callbacks with different ids race for the same QR; the others wait for the operator', async () => {
    const m = await makeMember(t);
    const qr = await makeQr(t, m.token, 100);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        signedPost(t, CALLBACK, callbackBody({ callback_id: `race-${qr.reference}-${id}`, reference: qr.reference }), secret),
      ),
    );
    const outcomes = results.map((r) => r.json().data.outcome).sort();
    expect(outcomes).toEqual(['credited', 'qr_already_paid', 'qr_already_paid']);
    expect(await balanceOf(t, m.id)).toBe(10_000);
    const lines = await t.handle.db.selectFrom('bank_statement_line').selectAll().where('to_account', '=', qr.reference).execute();
    expect(lines.map((l) => [l.status, l.reason, l.member_id])).toEqual([
      ['review', 'qr_already_paid', m.id],
      ['review', 'qr_already_paid', m.id],
    ]);
  });

  it('never credits an expired QR, even when the payment arrives; it waits for the operator instead', async () => {
    const m = await makeMember(t);
    const qr = await makeQr(t, m.token, 200);
    await t.handle.db
      .updateTable('payment_intent')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('reference', '=', qr.reference)
      .execute();
    const status = (await get(t, `/api/member/payment/inquiry_status?reference=${qr.reference}`, m.token)).json().data;
    expect(status).toMatchObject({ status: 'expired', status_label: 'หมดเวลาชำระเงิน', expires_in: 0, credited_amount: null });
    const paid = await sandboxPay(t, operator, qr.reference);
    expect(paid.json().data).toMatchObject({ outcome: 'qr_expired', status: 'expired' });
    expect(await balanceOf(t, m.id)).toBe(0);
    expect(await depositsOf(t, m.id)).toHaveLength(0);
    const line = await t.handle.db
      .selectFrom('bank_statement_line')
      .selectAll()
      .where('to_account', '=', qr.reference)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      channel: 'promptpay_qr',
      source: 'gateway',
      status: 'review',
      reason: 'qr_expired',
      member_id: m.id,
      amount: 20_000,
    });
    const intent = await t.handle.db
      .selectFrom('payment_intent')
      .select('status')
      .where('reference', '=', qr.reference)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('expired');
  });

  it('refuses a forged signature, a stale timestamp (6 minutes), a tampered body and missing headers, crediting nothing', async () => {
    const m = await makeMember(t);
    const qr = await makeQr(t, m.token, 100);
    const body = callbackBody({ callback_id: `cb-forged-${qr.reference}`, reference: qr.reference });
    const callbacksBefore = await count(t, 'payment_callback');

    const forged = await signedPost(t, CALLBACK, body, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: 3120, message: 'ลายเซ็นของคำขอไม่ถูกต้อง' });

    const stale = await signedPost(t, CALLBACK, body, secret, new Date(Date.now() - 6 * 60_000));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ error: 3121 });
    const future = await signedPost(t, CALLBACK, body, secret, new Date(Date.now() + 6 * 60_000));
    expect(future.json().error).toBe(3121);

    // Signed, then changed on the way (the amount): the signature no longer fits.
    const tampered = await t.app.inject({
      method: 'POST',
      url: CALLBACK,
      payload: body.replace('"100.00"', '"999.00"'),
      headers: signedHeaders(secret, body),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error).toBe(3120);
    // A timestamp header changed after signing breaks the signature too.
    const retimed = { ...signedHeaders(secret, body), 'x-timestamp': String(Math.floor(Date.now() / 1000) + 1) };
    expect((await t.app.inject({ method: 'POST', url: CALLBACK, payload: body, headers: retimed })).json().error).toBe(3120);

    const bare = await t.app.inject({ method: 'POST', url: CALLBACK, payload: body, headers: { 'content-type': 'application/json' } });
    expect(bare.statusCode).toBe(401);

    expect(await count(t, 'payment_callback')).toBe(callbacksBefore);
    expect(await balanceOf(t, m.id)).toBe(0);
    expect(await depositsOf(t, m.id)).toHaveLength(0);
    // The genuine, untouched delivery is accepted.
    expect((await signedPost(t, CALLBACK, body, secret)).json().data.outcome).toBe('credited');
    expect(await balanceOf(t, m.id)).toBe(10_000);
  });

  it('answers 422 for a signed body that is not a valid callback, and 404 for an unknown gateway', async () => {
    const bad = await signedPost(
      t,
      CALLBACK,
      JSON.stringify({ callback_id: 'x', reference: 'QRAAAAAAAAAAAA', status: 'paid', amount: 100, paid_at: 'now' }),
      secret,
    );
    expect(bad.statusCode).toBe(422);
    const notJson = await signedPost(t, CALLBACK, 'not json', secret);
    expect(notJson.statusCode).toBe(422);
    const unknown = await signedPost(t, '/api/payments/callback/nobody', callbackBody({ reference: 'QRAAAAAAAAAAAA' }), secret);
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps an unknown reference, a wrong amount and a cancelled QR for the operator without crediting', async () => {
    const m = await makeMember(t);
    const unknown = await signedPost(t, CALLBACK, callbackBody({ callback_id: 'cb-unknown', reference: 'QRNOSUCHQR0000' }), secret);
    expect(unknown.json().data.outcome).toBe('unknown_reference');

    const qr = await makeQr(t, m.token, 300);
    const wrong = await sandboxPay(t, operator, qr.reference, { amount: 299 });
    expect(wrong.json().data).toMatchObject({ outcome: 'amount_mismatch', status: 'pending' });
    expect(await balanceOf(t, m.id)).toBe(0);
    // The right amount still pays the QR.
    expect((await sandboxPay(t, operator, qr.reference)).json().data.outcome).toBe('credited');
    expect(await balanceOf(t, m.id)).toBe(30_000);

    const first = await makeQr(t, m.token, 100);
    await makeQr(t, m.token, 150); // replaces (cancels) the first
    const cancelled = await sandboxPay(t, operator, first.reference);
    expect(cancelled.json().data).toMatchObject({ outcome: 'qr_cancelled', status: 'cancelled' });
    expect(await balanceOf(t, m.id)).toBe(30_000);

    const reasons = await t.handle.db
      .selectFrom('bank_statement_line')
      .select(['reason', 'member_id'])
      .where('source', '=', 'gateway')
      .where('reason', 'in', ['unknown_reference', 'amount_mismatch', 'qr_cancelled'])
      .orderBy('id')
      .execute();
    expect(reasons).toEqual([
      { reason: 'unknown_reference', member_id: null },
      { reason: 'amount_mismatch', member_id: m.id },
      { reason: 'qr_cancelled', member_id: m.id },
    ]);
  });

  it('retries a failed delivery with the same callback until it is accepted', async () => {
    const sent: string[] = [];
    const replies = [() => Promise.reject(new Error('connection reset')), () => Promise.resolve({ statusCode: 503, body: '' })];
    const result = await deliverWithRetry(
      async () => {
        sent.push('{"callback_id":"cb-retry"}');
        const next = replies.shift();
        return next ? next() : { statusCode: 200, body: '{"error":0}' };
      },
      { attempts: 3, backoffMs: 1 },
    );
    expect(result).toMatchObject({ attempts: 3, delivered: true });
    expect(new Set(sent)).toEqual(new Set(['{"callback_id":"cb-retry"}']));
    const gaveUp = await deliverWithRetry(async () => ({ statusCode: 500, body: '' }), { attempts: 2, backoffMs: 1 });
    expect(gaveUp).toMatchObject({ attempts: 2, delivered: false });
  });

  it('credits once when a delivery did the work but its answer was lost and the sandbox retries', async () => {
    const m = await makeMember(t);
    const qr = await makeQr(t, m.token, 100);
    // The first delivery reached us (and credited) but the sandbox never saw the answer...
    const first = await signedPost(t, CALLBACK, callbackBody({ callback_id: `sbx-${qr.reference}`, reference: qr.reference }), secret);
    expect(first.json().data).toMatchObject({ outcome: 'credited', replayed: false });
    // ...so it delivers the same callback again.
    const retry = await sandboxPay(t, operator, qr.reference);
    expect(retry.json().data).toMatchObject({ outcome: 'credited', callback_id: `sbx-${qr.reference}` });
    expect(await balanceOf(t, m.id)).toBe(10_000);
    expect(await depositsOf(t, m.id)).toHaveLength(1);
  });
});
