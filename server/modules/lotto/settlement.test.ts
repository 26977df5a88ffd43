import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { makeMember } from '../admin/test-support';
import { verifyLedger } from '../ledger';
import { fund } from '../withdrawals/test-support';
import { winningKeys } from './bet-rules';
import { LOTTO_HOUSE_PREFIX, lottoHouseAccounts, lottoHouseBalance, lottoHouseShards } from './house';
import { settleDecidedRounds } from './lifecycle';
import { refundRound } from './refunds';
import { fromGovernment } from './results';
import { settleRound } from './settlement';
import { balanceOf, bulkBills, closeNow, makeRound, secondProcess } from './test-support';

/**
 * Settlement and refunds at scale: thousands of items, many batches, two processes at once. The
 * expected payouts are worked out here from the items and `winningKeys`, not read from settlement.
 */
describe(`lotto settlement at scale (${engineName()})`, () => {
  let t: TestContext;
  let members: { id: number }[];
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    members = await Promise.all(Array.from({ length: 12 }, () => makeMember(t)));
    for (const m of members) await fund(t, m.id, 100_000);
  });
  afterAll(async () => t.close());

  const db = () => t.handle.db;
  const walletsOf = async () => new Map(await Promise.all(members.map(async (m) => [m.id, await balanceOf(t, m.id)] as const)));

  it('pays every winning item of 4,000 exactly once, in batches, from two processes at once', async () => {
    const round = await makeRound(t, 'gov');
    await bulkBills(
      t,
      round,
      members.map((m) => m.id),
      400,
      10,
    );
    await closeNow(t, round);
    const result = fromGovernment({ first_prize: '000123', front3: ['456', '789'], back3: ['111', '222'], bottom2: '99' });
    await db()
      .updateTable('lotto_round')
      .set({ status: 'resulted', result: JSON.stringify(result), resulted_at: new Date() })
      .where('id', '=', round)
      .execute();

    // What each bill should be paid, from the items themselves.
    const keys = new Set(winningKeys(result));
    const items = await db()
      .selectFrom('lotto_bill_item')
      .select(['id', 'bill_id', 'bet_type', 'number', 'potential_win'])
      .where('round_id', '=', round)
      .execute();
    const bills = await db().selectFrom('lotto_bill').select(['id', 'member_id']).where('round_id', '=', round).execute();
    const memberOf = new Map(bills.map((b) => [b.id, b.member_id]));
    const owed = new Map<number, number>();
    for (const i of items) if (keys.has(`${i.bet_type}:${i.number}`)) owed.set(i.bill_id, (owed.get(i.bill_id) ?? 0) + i.potential_win);
    const winningItems = items.filter((i) => keys.has(`${i.bet_type}:${i.number}`));
    expect(items).toHaveLength(4_000);
    expect(owed.size).toBeGreaterThan(20); // the data gives the test something to pay
    expect(owed.size).toBeLessThan(400);
    const before = await walletsOf();
    const houseBefore = await lottoHouseBalance(db());

    const other = await secondProcess(t);
    const now = new Date();
    let paid = 0;
    try {
      const [a, b, job] = await Promise.all([
        settleRound(db(), round, now, { billsPerBatch: 37 }),
        settleRound(other.db, round, now, { billsPerBatch: 53 }),
        settleDecidedRounds(other.db, now),
      ]);
      paid = a + b + job.paid;
    } finally {
      await other.close();
    }
    expect(await settleRound(db(), round, now)).toBe(0);
    // Between them the calls paid each winning item once.
    expect(paid).toBe(winningItems.length);

    const wins = await db()
      .selectFrom('ledger_transfer')
      .select(['id', 'idempotency_key', 'amount', 'debit_account_id', 'credit_account_id'])
      .where('kind', '=', 'lotto_win')
      .where(sql`metadata->>'round_id'`, '=', String(round))
      .execute();
    expect(wins.map((w) => w.idempotency_key).sort()).toEqual([...owed.keys()].map((id) => `lottowin:bill:${id}`).sort());
    const house = await lottoHouseAccounts(db());
    for (const w of wins) {
      const billId = Number(w.idempotency_key.split(':')[2]);
      expect(w.amount).toBe(owed.get(billId));
      // Paid from the member's own house row.
      expect(w.debit_account_id).toBe(house[(memberOf.get(billId) as number) % house.length]);
    }
    const settled = await db()
      .selectFrom('lotto_bill_item')
      .select(['id', 'bill_id', 'status', 'payout', 'paid_transfer_id'])
      .where('round_id', '=', round)
      .execute();
    const winId = new Map(wins.map((w) => [Number(w.idempotency_key.split(':')[2]), w.id]));
    for (const i of settled) {
      const won = winningItems.some((w) => w.id === i.id);
      expect(i.status).toBe(won ? 'won' : 'lost');
      expect(i.paid_transfer_id).toBe(won ? winId.get(i.bill_id) : null);
    }
    const billRows = await db()
      .selectFrom('lotto_bill')
      .select(['id', 'status', 'total_win', 'settled_at'])
      .where('round_id', '=', round)
      .execute();
    for (const b of billRows) {
      expect(b.status).toBe(owed.has(b.id) ? 'won' : 'lost');
      expect(b.total_win).toBe(owed.get(b.id) ?? 0);
      expect(b.settled_at).not.toBeNull();
    }

    const after = await walletsOf();
    const owedTo = new Map<number, number>();
    for (const [billId, amount] of owed)
      owedTo.set(memberOf.get(billId) as number, (owedTo.get(memberOf.get(billId) as number) ?? 0) + amount);
    for (const m of members) expect((after.get(m.id) ?? 0) - (before.get(m.id) ?? 0)).toBe(owedTo.get(m.id) ?? 0);
    const total = [...owed.values()].reduce((s, x) => s + x, 0);
    expect(await lottoHouseBalance(db())).toBe(houseBefore - total);
    // The winnings count once in each member's turnover.
    const turnover = await sql<{ member_id: number; payout: string }>`
      select e.member_id, sum(t.amount)::text as payout from turnover_entry e join ledger_transfer t on t.idempotency_key = e.idempotency_key
       where e.idempotency_key like 'lottowin:bill:%' and t.metadata->>'round_id' = ${String(round)} group by 1`.execute(db());
    for (const r of turnover.rows) expect(Number(r.payout)).toBe(owedTo.get(r.member_id));
    const r = await db().selectFrom('lotto_round').select('settled_at').where('id', '=', round).executeTakeFirstOrThrow();
    expect(r.settled_at).not.toBeNull();
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('refunds every bill of a cancelled round exactly once, from two processes at once', async () => {
    const round = await makeRound(t, 'hanoi');
    const before = await walletsOf();
    const houseBefore = await lottoHouseBalance(db());
    const ids = await bulkBills(
      t,
      round,
      members.map((m) => m.id),
      150,
      8,
      2,
    );
    await db()
      .updateTable('lotto_round')
      .set({ status: 'cancelled', cancelled_at: new Date(), cancel_reason: 'ทดสอบ' })
      .where('id', '=', round)
      .execute();
    const other = await secondProcess(t);
    const now = new Date();
    let refunded = 0;
    try {
      const [a, b, job] = await Promise.all([
        refundRound(db(), round, now),
        refundRound(other.db, round, now),
        settleDecidedRounds(other.db, now),
      ]);
      refunded = a + b + job.refunded;
    } finally {
      await other.close();
    }
    expect(refunded).toBe(150);
    const refunds = await db()
      .selectFrom('ledger_transfer')
      .select(['idempotency_key', 'debit_account_id', 'amount'])
      .where('kind', '=', 'lotto_refund')
      .where(sql`metadata->>'round_id'`, '=', String(round))
      .execute();
    expect(refunds.map((x) => x.idempotency_key).sort()).toEqual(ids.map((id) => `lottorefund:${id}`).sort());
    const house = await lottoHouseAccounts(db());
    const billRows = await db()
      .selectFrom('lotto_bill')
      .select(['id', 'member_id', 'total_amount'])
      .where('round_id', '=', round)
      .execute();
    for (const b of billRows) {
      const x = refunds.find((r) => r.idempotency_key === `lottorefund:${b.id}`);
      // From the member's own house row, the stake exactly.
      expect(x?.debit_account_id).toBe(house[b.member_id % house.length]);
      expect(x?.amount).toBe(b.total_amount);
    }
    const statuses = await db().selectFrom('lotto_bill').select('status').where('round_id', '=', round).execute();
    expect(statuses.every((s) => s.status === 'refunded')).toBe(true);
    // Every stake is back where it came from, and the room on every number too.
    expect(await walletsOf()).toEqual(before);
    expect(await lottoHouseBalance(db())).toBe(houseBefore);
    const sold = await db().selectFrom('lotto_number_total').select('sold').where('round_id', '=', round).execute();
    expect(sold.every((s) => s.sold === 0)).toBe(true);
    const rows = await db().selectFrom('ledger_account').select('code').where('code', 'like', `${LOTTO_HOUSE_PREFIX}%`).execute();
    expect(rows).toHaveLength(lottoHouseShards());
    expect(await verifyLedger(db())).toEqual([]);
  });
});
