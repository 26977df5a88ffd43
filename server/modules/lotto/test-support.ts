import { BET_TYPE_DIGITS } from '@contract/lotto';
import { bangkokToday } from '@contract/thai-calendar';
import { sql } from 'kysely';
import { post, type TestContext } from '../../test';
import { inTransaction, memberAccountId, postTransfers } from '../ledger';
import { houseRowOf, lottoHouseAccounts } from './house';
import './tables';

/** Lotto's own fixtures: rounds made directly, bills bought or made in bulk, a second process. */

let seq = 0;
const MIN = 60_000;

/**
 * A round of a category (by code) made straight in the database, times relative to the real clock
 * (routes use it): by default open since a minute ago and closing in an hour.
 */
export async function makeRound(
  t: TestContext,
  code: string,
  over: { opensInMin?: number; closesInMin?: number; status?: 'open' | 'closed'; drawDate?: string; roundNo?: number } = {},
) {
  seq += 1;
  const cat = await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  const now = Date.now();
  const row = await t.handle.db
    .insertInto('lotto_round')
    .values({
      category_id: cat.id,
      draw_key: `test-${seq}-${now}`,
      draw_date: over.drawDate ?? bangkokToday(new Date(now)),
      round_no: over.roundNo ?? (code === 'yeekee' ? 1 : null),
      opens_at: new Date(now + (over.opensInMin ?? -1) * MIN),
      closes_at: new Date(now + (over.closesInMin ?? 60) * MIN),
      status: over.status ?? 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a round's close into the past and closes it, as the job would. */
export async function closeNow(t: TestContext, roundId: number) {
  await t.handle.db
    .updateTable('lotto_round')
    .set({ closes_at: new Date(Date.now() - 1000), opens_at: new Date(Date.now() - 3600_000), status: 'closed', closed_at: new Date() })
    .where('id', '=', roundId)
    .execute();
}

type Item = { bet_type: string; number: string; amount: number };
export const bill = (roundId: number, items: Item[], extra: Record<string, unknown> = {}) => ({
  round_id: roundId,
  agent_id: '1',
  items,
  ...extra,
});

export const buy = (t: TestContext, token: string, roundId: number, items: Item[], extra: Record<string, unknown> = {}) =>
  post(t, '/api/lotto/bill/create', bill(roundId, items, extra), token);

/**
 * A second connection pool on the same database and schema, standing in for a second server process
 * (PostgreSQL); on PGlite, which has one connection, the same handle.
 */
export async function secondProcess(t: TestContext): Promise<{ db: TestContext['handle']['db']; close: () => Promise<void> }> {
  if (t.handle.engine !== 'postgres') return { db: t.handle.db, close: async () => {} };
  const { openDatabase } = await import('../../db');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.handle.db);
  const other = await openDatabase(t.config.db, rows[0].schema);
  return { db: other.db, close: other.close };
}

/**
 * `count` bills of `perBill` items on a round, made in bulk as bill/create makes them: items priced at
 * the category's rates (numbers spread over every bet type the category sells, from `seed`), each
 * bill's debit 'bill:<id>' from the member's main wallet into the member's house row, the running
 * totals. Members take turns. Answers the bill ids.
 */
export async function bulkBills(
  t: TestContext,
  roundId: number,
  memberIds: number[],
  count: number,
  perBill: number,
  seed = 1,
): Promise<number[]> {
  const db = t.handle.db;
  const round = await db.selectFrom('lotto_round').select('category_id').where('id', '=', roundId).executeTakeFirstOrThrow();
  const rates = await db
    .selectFrom('lotto_rate')
    .selectAll()
    .where('category_id', '=', round.category_id)
    .where('enabled', '=', true)
    .orderBy('bet_type')
    .execute();
  const house = await lottoHouseAccounts(db);
  const ids: number[] = [];
  for (let b = 0; b < count; b++) {
    const memberId = memberIds[b % memberIds.length];
    const items = Array.from({ length: perBill }, (_, k) => {
      const n = (b * perBill + k) * 7919 + seed * 104_729;
      const rate = rates[n % rates.length];
      const d = BET_TYPE_DIGITS[rate.bet_type];
      let number = String(Math.floor(n / 13) % 10 ** d).padStart(d, '0');
      if (rate.bet_type === '3tote' && number[0] === number[1] && number[1] === number[2])
        number = `${number.slice(0, 2)}${(Number(number[2]) + 1) % 10}`;
      const amount = [100, 500, 1_000, 2_000][n % 4];
      return { bet_type: rate.bet_type, number, amount, rate: rate.rate, potential_win: Math.floor((amount * rate.rate) / 100) };
    });
    const total = items.reduce((s, i) => s + i.amount, 0);
    const bill = await db
      .insertInto('lotto_bill')
      .values({ member_id: memberId, round_id: roundId, total_amount: total, item_count: perBill })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('lotto_bill_item')
      .values(items.map((i) => ({ bill_id: bill.id, round_id: roundId, ...i })))
      .execute();
    ids.push(bill.id);
  }
  // The debits through the ledger's batch (balances after included, so verifyLedger holds).
  const wallets = new Map<number, number>();
  for (const m of new Set(memberIds)) wallets.set(m, await memberAccountId(db, m));
  const bills = await db.selectFrom('lotto_bill').select(['id', 'member_id', 'total_amount']).where('id', 'in', ids).execute();
  await inTransaction(db, (trx) =>
    postTransfers(
      trx,
      'lotto_bill',
      'THB',
      bills.map((b) => ({
        key: `bill:${b.id}`,
        debit: wallets.get(b.member_id)!,
        credit: houseRowOf(house, b.member_id),
        amount: b.total_amount,
        reference: `LT${String(b.id).padStart(6, '0')}`,
        metadata: {},
      })),
    ),
  );
  await sql`
    insert into lotto_number_total as t (round_id, bet_type, number, sold)
    select round_id, bet_type, number, sum(amount) from lotto_bill_item where bill_id = any(${ids}::bigint[]) group by 1, 2, 3
    on conflict (round_id, bet_type, number) do update set sold = t.sold + excluded.sold`.execute(db);
  return ids;
}
