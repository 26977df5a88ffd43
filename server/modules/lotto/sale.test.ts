import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember } from '../../test';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { accountBalance, houseAccountId, memberAccountId, transfer, verifyLedger } from '../ledger';
import { houseRowOf, lottoHouseAccounts } from './house';
import type { PricedItem } from './pricing';
import { type SaleInput, salesOf, sellBill } from './sale';
import { makeRound } from './test-support';

/**
 * A sale is one statement with no transaction around it (sale.ts): a sale that cannot complete must
 * fail whole, keeping neither its debit nor its turnover nor anything of the bill.
 */
describe(`a sale keeps nothing when it cannot complete (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const db = () => t.handle.db;
  const item = (number: string, amount: number, cap: number | null): PricedItem =>
    ({
      index: 0,
      bet_type: '2top',
      number,
      amount,
      accepted: amount,
      rate: 9000,
      potential_win: amount * 90,
      status: 'ok',
      reason: null,
      limited: null,
      note: null,
      cap,
    }) as unknown as PricedItem;

  async function setUp() {
    const m = { id: (await makeMember(t)).id };
    const wallet = await memberAccountId(db(), m.id);
    const cash = await houseAccountId(db(), 'cash');
    await transfer(db(), { key: `sale-test-fund:${m.id}`, kind: 'deposit', currency: 'THB', debit: cash, credit: wallet, amount: 10_000 });
    const round = await makeRound(t, 'hanoi');
    const house = houseRowOf(await lottoHouseAccounts(db()), m.id);
    const newBill = async (): Promise<number> =>
      Number((await sql<{ id: string }>`select nextval('lotto_bill_id_seq')::text as id`.execute(db())).rows[0].id);
    const input = async (over: Partial<SaleInput> = {}): Promise<SaleInput> => ({
      billId: await newBill(),
      memberId: m.id,
      roundId: round,
      wallet,
      house,
      total: 1_000,
      clientKey: null,
      now: new Date(),
      ...over,
    });
    const nothingOf = async (billId: number) => {
      const transfer = await db()
        .selectFrom('ledger_transfer')
        .select('id')
        .where('idempotency_key', '=', `bill:${billId}`)
        .executeTakeFirst();
      const bill = await db().selectFrom('lotto_bill').select('id').where('id', '=', billId).executeTakeFirst();
      const turnover = await db()
        .selectFrom('turnover_entry')
        .select('idempotency_key')
        .where('idempotency_key', '=', `bill:${billId}`)
        .executeTakeFirst();
      return { transfer, bill, turnover };
    };
    return { m, round, wallet, input, nothingOf };
  }

  it('a number filled meanwhile fails the sale whole (number_full)', async () => {
    const s = await setUp();
    // Someone else took the number's room after this bill was priced.
    const items = [item('41', 1_000, 5_000)];
    await db()
      .insertInto('lotto_number_total')
      .values({ round_id: s.round, bet_type: '2top', number: '41', sold: 4_500, cap: 5_000 })
      .execute();
    const input = await s.input();
    expect(await sellBill(db(), input, items, salesOf(items))).toEqual({ sold: false, reason: 'number_full' });
    expect(await s.nothingOf(input.billId)).toEqual({ transfer: undefined, bill: undefined, turnover: undefined });
    expect((await accountBalance(db(), s.wallet)).balance).toBe(10_000);
    const total = await db()
      .selectFrom('lotto_number_total')
      .select('sold')
      .where('round_id', '=', s.round)
      .where('number', '=', '41')
      .executeTakeFirstOrThrow();
    expect(total.sold).toBe(4_500);
    // With room, the same sale goes through.
    const fits = [item('41', 500, 5_000)];
    const sold = await sellBill(db(), await s.input({ total: 500 }), fits, salesOf(fits));
    expect(sold.sold).toBe(true);
    expect((await accountBalance(db(), s.wallet)).balance).toBe(9_500);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('an idempotency key used before fails the sale whole (key_taken)', async () => {
    const s = await setUp();
    const items = [item('52', 300, null)];
    const first = await sellBill(db(), await s.input({ total: 300, clientKey: 'same-key-0001' }), items, salesOf(items));
    expect(first.sold).toBe(true);
    const input = await s.input({ total: 300, clientKey: 'same-key-0001' });
    expect(await sellBill(db(), input, items, salesOf(items))).toEqual({ sold: false, reason: 'key_taken' });
    expect(await s.nothingOf(input.billId)).toEqual({ transfer: undefined, bill: undefined, turnover: undefined });
    expect((await accountBalance(db(), s.wallet)).balance).toBe(9_700);
    const total = await db()
      .selectFrom('lotto_number_total')
      .select('sold')
      .where('round_id', '=', s.round)
      .where('number', '=', '52')
      .executeTakeFirstOrThrow();
    expect(total.sold).toBe(300);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('a closed round or a wallet that cannot pay writes nothing', async () => {
    const s = await setUp();
    const items = [item('63', 20_000, null)];
    const input = await s.input({ total: 20_000 });
    await expect(sellBill(db(), input, items, salesOf(items))).rejects.toMatchObject({ def: { code: 3001 } });
    expect(await s.nothingOf(input.billId)).toEqual({ transfer: undefined, bill: undefined, turnover: undefined });
    const closed = await s.input({ total: 20, now: new Date(Date.now() + 2 * 3600_000) });
    const small = [item('63', 20, null)];
    expect(await sellBill(db(), closed, small, salesOf(small))).toEqual({ sold: false, reason: 'round_closed' });
    expect(await s.nothingOf(closed.billId)).toEqual({ transfer: undefined, bill: undefined, turnover: undefined });
    expect((await accountBalance(db(), s.wallet)).balance).toBe(10_000);
  });
});
