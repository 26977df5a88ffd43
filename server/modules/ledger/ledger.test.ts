import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import { makeMember } from '../../test';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { houseAccountId, memberAccountId } from './accounts';
import { postPending, transfer, voidPending } from './transfers';
import { recordTurnover } from './turnover';
import { verifyLedger } from './verify';

const balanceOf = async (t: TestContext, id: number) =>
  await t.handle.db.selectFrom('ledger_account').select(['balance', 'pending_out']).where('id', '=', id).executeTakeFirstOrThrow();

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 0;
  } catch (e) {
    if (e instanceof AppError) return e.def.code;
    throw e;
  }
};

describe(`the ledger (${engineName()})`, () => {
  let t: TestContext;
  let cash: number;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    cash = await houseAccountId(t.handle.db, 'cash');
  });
  afterAll(async () => t.close());

  it('moves money once per key and answers the first result on a retry', async () => {
    const wallet = await memberAccountId(t.handle.db, (await makeMember(t)).id);
    const first = await transfer(t.handle.db, {
      key: 'dep-1',
      kind: 'deposit',
      currency: 'THB',
      debit: cash,
      credit: wallet,
      amount: 10_000,
    });
    const again = await transfer(t.handle.db, {
      key: 'dep-1',
      kind: 'deposit',
      currency: 'THB',
      debit: cash,
      credit: wallet,
      amount: 10_000,
    });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ id: first.id, replayed: true, creditBalanceAfter: 10_000 });
    expect((await balanceOf(t, wallet)).balance).toBe(10_000);
    // The same key with other terms is refused, not silently treated as the first.
    expect(
      await codeOf(transfer(t.handle.db, { key: 'dep-1', kind: 'deposit', currency: 'THB', debit: cash, credit: wallet, amount: 999 })),
    ).toBe(3002);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('never takes a member account below zero and records nothing for a refused debit', async () => {
    const wallet = await memberAccountId(t.handle.db, (await makeMember(t)).id);
    const games = await houseAccountId(t.handle.db, 'games');
    await transfer(t.handle.db, { key: 'dep-2', kind: 'deposit', currency: 'THB', debit: cash, credit: wallet, amount: 500 });
    expect(
      await codeOf(transfer(t.handle.db, { key: 'bet-2', kind: 'game_bet', currency: 'THB', debit: wallet, credit: games, amount: 501 })),
    ).toBe(3001);
    const count = await t.handle.db
      .selectFrom('ledger_transfer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotency_key', '=', 'bet-2')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    expect((await balanceOf(t, wallet)).balance).toBe(500);
  });

  it('holds a withdrawal as pending, then posts or voids it exactly once', async () => {
    const wallet = await memberAccountId(t.handle.db, (await makeMember(t)).id);
    const paid = await houseAccountId(t.handle.db, 'withdrawals');
    await transfer(t.handle.db, { key: 'dep-3', kind: 'deposit', currency: 'THB', debit: cash, credit: wallet, amount: 1_000 });
    const hold = await transfer(t.handle.db, {
      key: 'wd-3a',
      kind: 'withdrawal',
      currency: 'THB',
      debit: wallet,
      credit: paid,
      amount: 700,
      pending: true,
    });
    expect(await balanceOf(t, wallet)).toEqual({ balance: 1_000, pending_out: 700 });
    // Only 300 is available while 700 is held.
    expect(
      await codeOf(
        transfer(t.handle.db, {
          key: 'wd-3b',
          kind: 'withdrawal',
          currency: 'THB',
          debit: wallet,
          credit: paid,
          amount: 301,
          pending: true,
        }),
      ),
    ).toBe(3001);
    const [a, b] = await Promise.all([codeOf(postPending(t.handle.db, hold.id)), codeOf(postPending(t.handle.db, hold.id))]);
    expect([a, b].sort()).toEqual([0, 3003]);
    expect(await balanceOf(t, wallet)).toEqual({ balance: 300, pending_out: 0 });
    const second = await transfer(t.handle.db, {
      key: 'wd-3c',
      kind: 'withdrawal',
      currency: 'THB',
      debit: wallet,
      credit: paid,
      amount: 300,
      pending: true,
    });
    await voidPending(t.handle.db, second.id);
    expect(await codeOf(voidPending(t.handle.db, second.id))).toBe(3003);
    expect(await codeOf(postPending(t.handle.db, second.id))).toBe(3003);
    expect(await balanceOf(t, wallet)).toEqual({ balance: 300, pending_out: 0 });
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('lets exactly 50 of 500 concurrent debits through a wallet that can afford 50', async () => {
    const wallet = await memberAccountId(t.handle.db, (await makeMember(t)).id);
    const games = await houseAccountId(t.handle.db, 'games');
    await transfer(t.handle.db, { key: 'dep-4', kind: 'deposit', currency: 'THB', debit: cash, credit: wallet, amount: 50 * 100 });
    const codes = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        codeOf(transfer(t.handle.db, { key: `bet-4-${i}`, kind: 'game_bet', currency: 'THB', debit: wallet, credit: games, amount: 100 })),
      ),
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(50);
    expect(codes.filter((c) => c === 3001)).toHaveLength(450);
    expect((await balanceOf(t, wallet)).balance).toBe(0);
    const posted = await t.handle.db.selectFrom('ledger_transfer').select('id').where('idempotency_key', 'like', 'bet-4-%').execute();
    expect(posted).toHaveLength(50);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('answers one result when the same key is sent many times at once', async () => {
    const wallet = await memberAccountId(t.handle.db, (await makeMember(t)).id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        transfer(t.handle.db, { key: 'dep-5', kind: 'deposit', currency: 'THB', debit: cash, credit: wallet, amount: 2_500 }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await balanceOf(t, wallet)).balance).toBe(2_500);
  });

  it('records turnover once per key, by member, Bangkok day and product', async () => {
    const member = (await makeMember(t)).id;
    const at = new Date('2026-11-20T18:30:00Z'); // 01:30 on the 21st in Bangkok
    expect(await recordTurnover(t.handle.db, { key: 'to-1', memberId: member, product: 'slot', stake: 1000, at })).toBe(true);
    expect(await recordTurnover(t.handle.db, { key: 'to-1', memberId: member, product: 'slot', stake: 1000, at })).toBe(false);
    await recordTurnover(t.handle.db, { key: 'to-2', memberId: member, product: 'slot', stake: 500, payout: 2000, at });
    const row = await t.handle.db.selectFrom('turnover').selectAll().where('member_id', '=', member).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ day: '2026-11-21', product: 'slot', stake: 1500, payout: 2000, count: 2 });
  });

  it('finds a breach when a balance is changed behind the ledger', async () => {
    const wallet = await memberAccountId(t.handle.db, (await makeMember(t)).id);
    await t.handle.db.updateTable('ledger_account').set({ balance: 77 }).where('id', '=', wallet).execute();
    const breaches = await verifyLedger(t.handle.db);
    expect(breaches.some((b) => b.includes(`account ${wallet}`))).toBe(true);
    expect(breaches.some((b) => b.startsWith('currency THB sums to'))).toBe(true);
    await t.handle.db.updateTable('ledger_account').set({ balance: 0 }).where('id', '=', wallet).execute();
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
