import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { signedHeaders } from '../../payments/signing';
import { createTestApp, type TestContext, testConfig } from '../../test/app';
import { bearer, makeMember as makeAdminMember, makeOperator } from '../admin/test-support';
import { AGENT_ID } from '../agent';

/** Helpers of the payments and limits suites. */

/** The secrets the app under test uses (the same loader, the same environment). */
export const paymentsEnv = () => testConfig().payments;

/** A test app with the agent's deposit accounts: two banks and one TrueMoney wallet. */
export async function paymentsApp(): Promise<TestContext> {
  const t = await createTestApp({ rateLimits: false });
  await t.handle.db
    .insertInto('agent_bank_account')
    .values([
      { agent_id: AGENT_ID, bank_code: '004', account_number: '0731234567', account_name: 'บจก. โกลเด้น วิน', sort: 1 },
      { agent_id: AGENT_ID, bank_code: '014', account_number: '4071234568', account_name: 'บจก. โกลเด้น วิน', sort: 2 },
      { agent_id: AGENT_ID, bank_code: '006', account_number: '9990000000', account_name: 'ปิดใช้งาน', sort: 3, active: false },
    ])
    .execute();
  await t.handle.db
    .insertInto('agent_true_money_account')
    .values({ agent_id: AGENT_ID, phone: '0951234567', account_name: 'โกลเด้น วิน' })
    .execute();
  return t;
}

export { bearer, makeOperator };

let serial = 0;
/** A member with a token; the bank account number is unique per call unless given. */
export async function makeMember(t: TestContext, over: Parameters<typeof makeAdminMember>[1] = {}) {
  serial += 1;
  return makeAdminMember(t, { bank_account_number: String(5_100_000_000 + serial * 7 + randomInt(7)), ...over });
}

export function get(t: TestContext, url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

export function post(t: TestContext, url: string, payload: unknown, token?: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });
}

/** A body signed the way a gateway or bank signs it (or with another secret / time to try a forgery). */
export function signedPost(t: TestContext, url: string, rawBody: string, secret: string, now: Date = new Date()) {
  return t.app.inject({ method: 'POST', url, payload: rawBody, headers: signedHeaders(secret, rawBody, now) });
}

/** The member's main wallet balance in satang. */
export async function balanceOf(t: TestContext, memberId: number): Promise<number> {
  const row = await t.handle.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('currency', '=', 'THB')
    .where('wallet_type_id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.balance;
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

export async function count(
  t: TestContext,
  table: 'payment_intent' | 'deposit_notice' | 'bank_statement_line' | 'payment_callback' | 'ledger_transfer',
) {
  const row = await t.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A business failure: HTTP 200 (or the catalogue's status), the code, and a Thai message. */
export function expectError(res: LightMyRequestResponse, code: number, http = 200) {
  expect(res.statusCode, res.body).toBe(http);
  const body = res.json();
  expect(body.error, res.body).toBe(code);
  expect(body.message).toMatch(/[\u0E00-\u0E7F]/);
  return body;
}

export const QR_CHANNEL = 3;
export const BANK_CHANNEL = 1;
export const TRUEMONEY_CHANNEL = 2;
export const SANDBOX_SUB = 1;

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
