import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectLedgerSound, fund, mainWallet, makeMember, type TestContext } from '../../test';
import { houseAccountId, inTransaction } from '../ledger';
import { collectDebts, outstandingDebt, reclaim } from '.';

describe(`debts: take what the wallet holds, owe the rest, collect later (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('takes back only what is available, records the rest, and collects it exactly once from later credits', async () => {
    const m = await makeMember(t);
    await fund(t, m.id, 10);
    const creditor = await houseAccountId(t.handle.db, 'adjustments');
    const now = new Date();
    const r = await inTransaction(t.handle.db, (trx) =>
      reclaim(
        trx,
        {
          memberId: m.id,
          amount: 30_00,
          creditorAccountId: creditor,
          key: `test-reclaim:${m.id}`,
          kind: 'adjustment',
          statementText: 'ทดสอบ',
        },
        now,
      ),
    );
    expect(r).toEqual({ taken: 10_00, owed: 20_00 });
    expect(await mainWallet(t, m.id)).toEqual({ balance: 0, pending_out: 0 });
    expect(await outstandingDebt(t.handle.db, m.id)).toBe(20_00);
    expect(await collectDebts(t.handle.db, now, m.id)).toBe(0);

    await fund(t, m.id, 5);
    expect(await collectDebts(t.handle.db, now)).toBe(5_00);
    expect(await outstandingDebt(t.handle.db, m.id)).toBe(15_00);

    await fund(t, m.id, 100);
    // Two collectors at once (two connections on PostgreSQL): the debt is paid once.
    const both = await Promise.all([collectDebts(t.handle.db, now, m.id), collectDebts(t.handle.db, now, m.id)]);
    expect(both.reduce((x, y) => x + y, 0)).toBe(15_00);
    expect(await outstandingDebt(t.handle.db, m.id)).toBe(0);
    expect((await mainWallet(t, m.id)).balance).toBe(85_00);
    expect(await collectDebts(t.handle.db, now, m.id)).toBe(0);
    await expectLedgerSound(t);
  });
});
