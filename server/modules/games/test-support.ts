import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signedHeaders } from '../../payments/signing';
import type { TestContext } from '../../test/app';
import { testConfig } from '../../test/app';
import { makeMember } from '../admin/test-support';
import { houseAccountId, memberAccountId, transfer, verifyLedger } from '../ledger';

/** Helpers of the games suites only. */

export const SANDBOX_SECRET = testConfig().games.walletSecrets.sandbox;

let deposits = 0;

/** A member with a main wallet holding `baht`, and a bearer token. */
export async function fundedMember(t: TestContext, baht = 1_000) {
  const m = await makeMember(t);
  const wallet = await memberAccountId(t.handle.db, m.id);
  if (baht > 0) await deposit(t, wallet, baht * 100);
  return { ...m, wallet };
}

export async function deposit(t: TestContext, accountId: number, satang: number) {
  deposits += 1;
  await transfer(t.handle.db, {
    key: `test-deposit:${deposits}:${accountId}`,
    kind: 'deposit',
    currency: 'THB',
    debit: await houseAccountId(t.handle.db, 'cash'),
    credit: accountId,
    amount: satang,
  });
}

/** Available satang of a ledger account. */
export async function balanceOf(t: TestContext, accountId: number): Promise<number> {
  const a = await t.handle.db
    .selectFrom('ledger_account')
    .select(['balance', 'pending_out'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return a.balance - a.pending_out;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function post(t: TestContext, url: string, payload: unknown, token?: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });
}

export function get(t: TestContext, url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

/** The body of a success (error 0), or a failing assertion naming what came instead. */
export function okData<T = unknown>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.error, res.body).toBe(0);
  return body.data as T;
}

export function errorOf(res: LightMyRequestResponse): { status: number; error: number; message: string; data: unknown } {
  const body = res.json();
  return { status: res.statusCode, error: body.error, message: body.message, data: body.data };
}

/** Opens a real game for the member and answers the link and its launch token. */
export async function launch(t: TestContext, memberToken: string, wallet: number, gameId: string, providerId = 'house', isMobile = false) {
  const res = await post(
    t,
    '/api/game/link',
    { wallet_id: wallet, game_id: gameId, provider_id: providerId, is_mobile: isMobile, source: 'test' },
    memberToken,
  );
  const link = okData<{ link: string }>(res).link;
  const token = new URL(link, 'http://x').searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return { link, token };
}

/** A wallet call as an external provider sends it: JSON body, signed with the provider's secret. */
export function walletCall(
  t: TestContext,
  op: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  opts: { provider?: string; secret?: string; now?: Date; headers?: Record<string, string> } = {},
) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/games/wallet/${opts.provider ?? 'sandbox'}/${op}`,
    headers: { ...signedHeaders(opts.secret ?? SANDBOX_SECRET, raw, opts.now), ...opts.headers },
    payload: raw,
  });
}

/** Counts of everything money-related, to prove a refused call changed nothing. */
export async function moneyCounts(t: TestContext) {
  const db = t.handle.db;
  const n = async (table: 'ledger_transfer' | 'game_txn' | 'turnover_entry' | 'house_round') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    transfers: await n('ledger_transfer'),
    txns: await n('game_txn'),
    turnover: await n('turnover_entry'),
    rounds: await n('house_round'),
  };
}

export async function expectLedgerSound(t: TestContext) {
  expect(await verifyLedger(t.handle.db)).toEqual([]);
}

/** The member's turnover row for today and a product (stake and payout in satang). */
export async function turnoverOf(t: TestContext, memberId: number, product: string) {
  return t.handle.db
    .selectFrom('turnover')
    .select(['stake', 'payout', 'count'])
    .where('member_id', '=', memberId)
    .where('product', '=', product)
    .executeTakeFirst();
}
