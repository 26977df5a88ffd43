import { bahtToSatang } from '@contract/money';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../../test/app';
import { bearer } from '../admin/test-support';
import { AGENT_ID } from '../agent';
import { houseAccountId, memberAccountId, transfer } from '../ledger';

/** Helpers shared by the withdrawal, statement and adjustment suites. */

let seq = 0;

/** Credits a member's main wallet as a matched deposit would (baht). */
export async function fund(t: TestContext, memberId: number, baht: number, reference = `DEP-${++seq}`) {
  const wallet = await memberAccountId(t.handle.db, memberId);
  return transfer(t.handle.db, {
    key: `test-deposit:${reference}`,
    kind: 'deposit',
    currency: 'THB',
    debit: await houseAccountId(t.handle.db, 'cash'),
    credit: wallet,
    amount: bahtToSatang(baht),
    reference,
  });
}

/** The main wallet in satang: balance and what is held for pending withdrawals. */
export async function mainWallet(t: TestContext, memberId: number) {
  const id = await memberAccountId(t.handle.db, memberId);
  return t.handle.db.selectFrom('ledger_account').select(['balance', 'pending_out']).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function primaryBankId(t: TestContext, memberId: number): Promise<number> {
  const row = await t.handle.db
    .selectFrom('member_bank_account')
    .select('id')
    .where('member_id', '=', memberId)
    .where('is_primary', '=', true)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets agent.config.withdrawal (baht amounts); an empty object restores the defaults. */
export async function setWithdrawConfig(t: TestContext, withdrawal: Record<string, unknown>) {
  await t.handle.db
    .updateTable('agent')
    .set({ config: JSON.stringify({ withdrawal }) })
    .where('id', '=', AGENT_ID)
    .execute();
}

export function withdraw(t: TestContext, token: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/member/withdraw',
    payload: payload as Record<string, unknown>,
    headers: { ...bearer(token), ...headers },
  });
}

export function getAs(t: TestContext, token: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

export function postAs(t: TestContext, token: string, url: string, payload: unknown = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: bearer(token) });
}

/** A business answer: HTTP 200 (or the catalogue's status) with the given error code. */
export function expectError(res: LightMyRequestResponse, code: number, http = 200) {
  expect(res.statusCode, res.body).toBe(http);
  expect(res.json().error, res.body).toBe(code);
  expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
}

export function expectOk(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().error, res.body).toBe(0);
  return res.json().data;
}

/** A 422 naming the field that failed with a Thai message. */
export function expectInvalid(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json();
  expect(body.error).toBe(1);
  expect(body.data.fields[field], res.body).toMatch(/[\u0E00-\u0E7F]/);
}
