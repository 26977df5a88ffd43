import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { makeMember } from '../admin/test-support';
import { houseAccountId, memberAccountId, postHouseTransfers, recordTurnovers, verifyLedger } from '../ledger';
import { fund } from '../withdrawals/test-support';
import { lottoHouseAccounts } from './house';
import { balanceOf } from './test-support';

describe(`ledger batches for settlement (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const db = () => t.handle.db;
  const transfersOf = (keys: string[]) =>
    db()
      .selectFrom('ledger_transfer')
      .select(['idempotency_key', 'amount', 'debit_account_id', 'credit_account_id', 'debit_balance_after', 'credit_balance_after'])
      .where('idempotency_key', 'in', keys)
      .orderBy('idempotency_key')
      .execute();

  it('moves each key once, with every row’s running balances after it', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const [house] = await lottoHouseAccounts(db());
    const wa = await memberAccountId(db(), a.id);
    const wb = await memberAccountId(db(), b.id);
    const houseBefore = (await db().selectFrom('ledger_account').select('balance').where('id', '=', house).executeTakeFirstOrThrow())
      .balance;
    const rows = [
      { key: 'batch:1', debit: house, credit: wa, amount: 1_000, reference: 'LT1', metadata: { n: 1 } },
      { key: 'batch:2', debit: house, credit: wb, amount: 250, reference: 'LT2', metadata: { n: 2 } },
      { key: 'batch:3', debit: house, credit: wa, amount: 75, reference: 'LT3', metadata: { n: 3 } },
    ];
    const made = await db()
      .transaction()
      .execute((trx) => postHouseTransfers(trx, 'lotto_win', 'THB', rows));
    expect(made).toBe(3);
    // Again, and overlapping with a new key: only the new one moves.
    const again = await db()
      .transaction()
      .execute((trx) =>
        postHouseTransfers(trx, 'lotto_win', 'THB', [
          ...rows,
          { key: 'batch:4', debit: house, credit: wb, amount: 5, reference: 'LT4', metadata: {} },
        ]),
      );
    expect(again).toBe(1);
    expect(await balanceOf(t, a.id)).toBe(1_075);
    expect(await balanceOf(t, b.id)).toBe(255);
    expect(await transfersOf(['batch:1', 'batch:2', 'batch:3', 'batch:4'])).toEqual([
      {
        idempotency_key: 'batch:1',
        amount: 1_000,
        debit_account_id: house,
        credit_account_id: wa,
        debit_balance_after: houseBefore - 1_000,
        credit_balance_after: 1_000,
      },
      {
        idempotency_key: 'batch:2',
        amount: 250,
        debit_account_id: house,
        credit_account_id: wb,
        debit_balance_after: houseBefore - 1_250,
        credit_balance_after: 250,
      },
      {
        idempotency_key: 'batch:3',
        amount: 75,
        debit_account_id: house,
        credit_account_id: wa,
        debit_balance_after: houseBefore - 1_325,
        credit_balance_after: 1_075,
      },
      {
        idempotency_key: 'batch:4',
        amount: 5,
        debit_account_id: house,
        credit_account_id: wb,
        debit_balance_after: houseBefore - 1_330,
        credit_balance_after: 255,
      },
    ]);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('refuses the whole batch when an account that may not go negative would be debited', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    await fund(t, a.id, 10);
    const [house] = await lottoHouseAccounts(db());
    const wa = await memberAccountId(db(), a.id);
    const wb = await memberAccountId(db(), b.id);
    const attempt = db()
      .transaction()
      .execute((trx) =>
        postHouseTransfers(trx, 'lotto_win', 'THB', [
          { key: 'refuse:1', debit: house, credit: wb, amount: 100, reference: 'x', metadata: {} },
          { key: 'refuse:2', debit: wa, credit: wb, amount: 100, reference: 'x', metadata: {} },
        ]),
      );
    await expect(attempt).rejects.toThrow(/may not go negative/);
    expect(await transfersOf(['refuse:1', 'refuse:2'])).toEqual([]);
    expect(await balanceOf(t, a.id)).toBe(1_000);
    expect(await balanceOf(t, b.id)).toBe(0);
    await expect(
      postHouseTransfers(db(), 'lotto_win', 'THB', [{ key: 'bad', debit: house, credit: wb, amount: 0, reference: 'x', metadata: {} }]),
    ).rejects.toThrow(RangeError);
    const cash = await houseAccountId(db(), 'cash');
    await expect(
      postHouseTransfers(db(), 'lotto_win', 'THB', [{ key: 'bad', debit: cash, credit: cash, amount: 1, reference: 'x', metadata: {} }]),
    ).rejects.toThrow(RangeError);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('records turnover once per key, summed per member for the Bangkok day', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const at = new Date('2026-03-01T20:00:00Z'); // 2 March in Bangkok
    const rows = [
      { key: 'tv:1', memberId: a.id, payout: 300 },
      { key: 'tv:2', memberId: a.id, payout: 200 },
      { key: 'tv:3', memberId: b.id, stake: 1_000 },
    ];
    expect(
      await db()
        .transaction()
        .execute((trx) => recordTurnovers(trx, 'lotto', at, rows)),
    ).toBe(3);
    expect(
      await db()
        .transaction()
        .execute((trx) => recordTurnovers(trx, 'lotto', at, [...rows, { key: 'tv:4', memberId: b.id, payout: 7 }])),
    ).toBe(1);
    const sums = await db()
      .selectFrom('turnover')
      .select(['member_id', 'day', 'stake', 'payout', 'count'])
      .where('member_id', 'in', [a.id, b.id])
      .orderBy('member_id')
      .execute();
    expect(sums).toEqual([
      { member_id: a.id, day: '2026-03-02', stake: 0, payout: 500, count: 0 },
      { member_id: b.id, day: '2026-03-02', stake: 1_000, payout: 7, count: 1 },
    ]);
  });
});
