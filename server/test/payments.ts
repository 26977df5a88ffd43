import { expect } from 'vitest';
import { AGENT_ID } from '../modules/agent';
import { signedHeaders } from '../payments/signing';
import { createTestApp, type TestContext } from './app';
import { bearer, post } from './http';

/** Deposit calls for the payments and limits suites. */

export const BANK_CHANNEL = 1;
export const TRUEMONEY_CHANNEL = 2;
export const QR_CHANNEL = 3;
export const SANDBOX_SUB = 1;
/** paymentsApp's TrueMoney wallet: deposit accounts share one id sequence, after the three banks (ids by the sequence: an explicit id would not move it). */
export const TRUEMONEY_ACCOUNT = 4;

/** A test app with the agent's deposit accounts: two banks (and a closed one) and one TrueMoney wallet. */
export async function paymentsApp(): Promise<TestContext> {
  const t = await createTestApp({ rateLimits: false });
  await t.handle.db
    .insertInto('deposit_account')
    .values([
      { agent_id: AGENT_ID, kind: 'bank', bank_code: '004', account_number: '0731234567', account_name: 'บจก. โกลเด้น วิน', sort: 1 },
      { agent_id: AGENT_ID, kind: 'bank', bank_code: '014', account_number: '4071234568', account_name: 'บจก. โกลเด้น วิน', sort: 2 },
      { agent_id: AGENT_ID, kind: 'bank', bank_code: '006', account_number: '9990000000', account_name: 'ปิดใช้งาน', sort: 3, active: false },
      { agent_id: AGENT_ID, kind: 'truemoney', account_number: '0951234567', account_name: 'โกลเด้น วิน', sort: 4 },
    ])
    .execute();
  return t;
}

/** A body signed the way a gateway or bank signs it (or with another secret / time to try a forgery). */
export function signedPost(t: TestContext, url: string, rawBody: string, secret: string, now: Date = new Date()) {
  return t.app.inject({ method: 'POST', url, payload: rawBody, headers: signedHeaders(secret, rawBody, now) });
}

/** Makes a QR for a member and answers its info. */
export async function makeQr(t: TestContext, token: string, amount: number) {
  const res = await post(t, '/api/member/payment/generate_qr', { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount }, token);
  expect(res.json(), res.body).toMatchObject({ error: 0 });
  return res.json().data as { reference: string; amount: number; payload: string; expires_at: string; status: string };
}

/** The operator route that makes the sandbox pay a QR. */
export function sandboxPay(t: TestContext, operatorToken: string, reference: string, body?: { amount?: number }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/sandbox/${reference}/pay`,
    payload: body ?? {},
    headers: bearer(operatorToken),
  });
}

/** Deposit transfers credited to a member (to prove "credited once"). */
export async function depositsOf(t: TestContext, memberId: number) {
  return t.handle.db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_account as a', 'a.id', 't.credit_account_id')
    .select(['t.id', 't.idempotency_key', 't.amount', 't.created_by_operator', 't.metadata'])
    .where('a.member_id', '=', memberId)
    .where('t.kind', '=', 'deposit')
    .orderBy('t.id')
    .execute();
}
