import { expect } from 'vitest';
import type { Database } from '../db/schema';
import { memberAccountId, verifyLedger } from '../modules/ledger';
import type { TestContext } from './app';

/** Every ledger invariant holds (sums, balances, keys). */
export async function expectLedgerSound(t: TestContext) {
  expect(await verifyLedger(t.handle.db)).toEqual([]);
}

/** A ledger account's balance and what pending withdrawals hold of it (satang). */
async function accountBalance(t: TestContext, accountId: number) {
  return t.handle.db.selectFrom('ledger_account').select(['balance', 'pending_out']).where('id', '=', accountId).executeTakeFirstOrThrow();
}

/** The member's main wallet: balance and what is held for pending withdrawals (satang). */
export async function mainWallet(t: TestContext, memberId: number) {
  return accountBalance(t, await memberAccountId(t.handle.db, memberId));
}

/** The member's main wallet balance (satang). */
export async function mainBalance(t: TestContext, memberId: number): Promise<number> {
  return (await mainWallet(t, memberId)).balance;
}

/** What an account may spend: its balance less pending withdrawals (satang). */
export async function availableOf(t: TestContext, accountId: number): Promise<number> {
  const a = await accountBalance(t, accountId);
  return a.balance - a.pending_out;
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

/** The number of rows in a table (to prove a refused call wrote nothing). */
export async function countRows(t: TestContext, table: keyof Database): Promise<number> {
  const row = await t.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
