import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { makeMember } from '../admin/test-support';
import { verifyLedger } from '../ledger';
import { fund } from '../withdrawals/test-support';
import { settleDecidedRounds } from './lifecycle';
import { fromGovernment } from './results';
import { settleRound } from './settlement';
import { balanceOf, buy, closeNow, expectOk, makeRound, secondProcess } from './test-support';

describe(`lotto under concurrency (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const setCap = (category: number, betType: string, baht: number) =>
    t.handle.db
      .updateTable('lotto_rate')
      .set({ max_per_number: baht * 100 })
      .where('category_id', '=', category)
      .where('bet_type', '=', betType as '2top')
      .execute();

  it('never takes a number past its cap: 50 concurrent bills at a cap that allows 10', async () => {
    await setCap(4, '2top', 100); // Hanoi 2 top: 100 baht per number per round
    const round = await makeRound(t, 'hanoi');
    const members = await Promise.all(Array.from({ length: 50 }, () => makeMember(t)));
    for (const m of members) await fund(t, m.id, 50);
    const answers = await Promise.all(members.map((m) => buy(t, m.token, round, [{ bet_type: '2top', number: '88', amount: 10 }])));
    const codes = answers.map((r) => r.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    // The rest were refused as full (5003) or lost the race at the running total (5005); nobody was charged.
    expect(codes.filter((c) => c !== 0).every((c) => c === 5003 || c === 5005)).toBe(true);
    const total = await t.handle.db.selectFrom('lotto_number_total').selectAll().where('round_id', '=', round).executeTakeFirstOrThrow();
    expect(total.sold).toBe(10_000);
    const sold = await t.handle.db
      .selectFrom('lotto_bill_item')
      .select((eb) => eb.fn.sum<number>('amount').as('s'))
      .where('round_id', '=', round)
      .executeTakeFirstOrThrow();
    expect(Number(sold.s)).toBe(10_000);
    const balances = await Promise.all(members.map((m) => balanceOf(t, m.id)));
    expect(balances.filter((b) => b === 4_000)).toHaveLength(10);
    expect(balances.filter((b) => b === 5_000)).toHaveLength(40);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('uneven amounts from two processes at once still stop at the cap', async () => {
    await setCap(4, '2bottom', 100);
    const round = await makeRound(t, 'hanoi');
    const members = await Promise.all(Array.from({ length: 30 }, () => makeMember(t)));
    for (const m of members) await fund(t, m.id, 100);
    const answers = await Promise.all(
      members.map((m, i) => buy(t, m.token, round, [{ bet_type: '2bottom', number: '19', amount: 7 + (i % 3) }])),
    );
    const total = await t.handle.db.selectFrom('lotto_number_total').select('sold').where('round_id', '=', round).executeTakeFirstOrThrow();
    const bought = answers.filter((r) => r.json().error === 0).map((r) => r.json().data.bill.total_amount * 100);
    expect(total.sold).toBe(bought.reduce((a, b) => a + b, 0));
    expect(total.sold).toBeLessThanOrEqual(10_000);
    expect(total.sold).toBeGreaterThan(10_000 - 9 * 100 - 1);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('settlement run twice and on two processes at once pays each winning item exactly once', async () => {
    const round = await makeRound(t, 'gov');
    const a = await makeMember(t);
    const b = await makeMember(t);
    await fund(t, a.id, 1_000);
    await fund(t, b.id, 1_000);
    // Result: first prize 000123, front 456/789, back 111/222, last two 99.
    const billsA = [
      [
        { bet_type: '3top', number: '123', amount: 10 },
        { bet_type: '3tote', number: '321', amount: 5 },
        { bet_type: '2top', number: '23', amount: 2 },
      ],
      [
        { bet_type: '3front', number: '789', amount: 1 },
        { bet_type: '3back', number: '333', amount: 1 },
      ],
    ];
    const billsB = [
      [
        { bet_type: '2bottom', number: '99', amount: 3 },
        { bet_type: 'runtop', number: '2', amount: 10 },
        { bet_type: 'runbottom', number: '9', amount: 10 },
      ],
      [{ bet_type: '2bottom', number: '98', amount: 50 }],
    ];
    for (const items of billsA) expectOk(await buy(t, a.token, round, items));
    for (const items of billsB) expectOk(await buy(t, b.token, round, items));
    await closeNow(t, round);
    const result = fromGovernment({ first_prize: '000123', front3: ['456', '789'], back3: ['111', '222'], bottom2: '99' });
    await t.handle.db
      .updateTable('lotto_round')
      .set({ status: 'resulted', result: JSON.stringify(result), resulted_at: new Date() })
      .where('id', '=', round)
      .execute();

    const other = await secondProcess(t);
    try {
      const now = new Date();
      await Promise.all([
        settleRound(t.handle.db, round, now),
        settleRound(other.db, round, now),
        settleDecidedRounds(other.db, now),
        settleRound(t.handle.db, round, now),
      ]);
      await settleRound(t.handle.db, round, now);
    } finally {
      await other.close();
    }

    // A: 3top 10x900 = 9000, tote 5x150 = 750, 2top 2x90 = 180, front 1x450 = 450 -> 10,380 won of 19 staked.
    // B: 2bottom 3x90 = 270, run top '2' 10x3.2 = 32, run bottom '9' 10x4.2 = 42 -> 344 won of 73 staked.
    expect(await balanceOf(t, a.id)).toBe((1_000 - 19 + 10_380) * 100);
    expect(await balanceOf(t, b.id)).toBe((1_000 - 73 + 344) * 100);
    // One win transfer per winning bill (its items summed), and every winning item points at it.
    const wins = await t.handle.db
      .selectFrom('ledger_transfer')
      .select(['id', 'idempotency_key', 'amount'])
      .where('kind', '=', 'lotto_win')
      .where(sql`metadata->>'round_id'`, '=', String(round))
      .execute();
    const items = await t.handle.db
      .selectFrom('lotto_bill_item')
      .select(['id', 'bill_id', 'status', 'payout', 'paid_transfer_id'])
      .where('round_id', '=', round)
      .orderBy('id')
      .execute();
    const won = items.filter((i) => i.status === 'won');
    expect(won).toHaveLength(7);
    expect(items.filter((i) => i.status === 'lost')).toHaveLength(2);
    const winningBills = [...new Set(won.map((i) => i.bill_id))];
    expect(wins.map((w) => w.idempotency_key).sort()).toEqual(winningBills.map((id) => `lottowin:bill:${id}`).sort());
    for (const billId of winningBills) {
      const transfer = wins.find((w) => w.idempotency_key === `lottowin:bill:${billId}`);
      const its = won.filter((i) => i.bill_id === billId);
      expect(its.every((i) => i.paid_transfer_id === transfer?.id)).toBe(true);
      expect(transfer?.amount).toBe(its.reduce((s, i) => s + i.payout, 0));
    }
    const bills = await t.handle.db
      .selectFrom('lotto_bill')
      .select(['member_id', 'status', 'total_win'])
      .where('round_id', '=', round)
      .orderBy('id')
      .execute();
    expect(bills.map((x) => [x.status, x.total_win])).toEqual([
      ['won', 993_000],
      ['won', 45_000],
      ['won', 34_400],
      ['lost', 0],
    ]);
    const r = await t.handle.db.selectFrom('lotto_round').select('settled_at').where('id', '=', round).executeTakeFirstOrThrow();
    expect(r.settled_at).not.toBeNull();
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
});
