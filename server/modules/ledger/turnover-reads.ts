import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import type { Product } from './turnover';

type DayStake = { day: string; stake: number };

/**
 * A member's stakes (satang, every product together) per Bangkok day from `fromDay` (inclusive,
 * 'YYYY-MM-DD'), oldest first; days without a stake are left out. Wagering requirements measure their
 * progress from these records, never from balances (docs/ledger.md "Turnover").
 */
export async function stakesByDay(db: Db, memberId: number, fromDay: string): Promise<DayStake[]> {
  return db
    .selectFrom('turnover')
    .select(['day', sql<number>`sum(stake)::bigint`.as('stake')])
    .where('member_id', '=', memberId)
    .where('day', '>=', fromDay)
    .groupBy('day')
    .orderBy('day')
    .execute();
}

export type DayProductStake = { day: string; product: Product; stake: number };

/**
 * A member's stakes (satang) per Bangkok day and product from `fromDay` (inclusive, 'YYYY-MM-DD'),
 * oldest day first; only rows with a stake. Wagering requirements weight each product's stakes
 * (slot 100 %, casino 50 %, lotto 0 %...) from these records. One index range read of the turnover
 * table's primary key (member_id, day, product).
 */
export async function stakesByDayAndProduct(db: Db, memberId: number, fromDay: string): Promise<DayProductStake[]> {
  const r = await sql<DayProductStake>`/* prepared:ledger_stakes_by_day_product */
    select day, product, stake from turnover
     where member_id = ${memberId}::bigint and day >= ${fromDay}::date and stake > 0
     order by day, product`.execute(db);
  return r.rows;
}

/**
 * A member's stakes (satang, every product) on one Bangkok day as a scalar SQL expression, for
 * another module's statement: what a requirement created in that statement takes as its base.
 */
export function stakedOnOf(memberId: RawBuilder<unknown>, day: string): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(t.stake), 0)::bigint from turnover t
     where t.member_id = ${memberId} and t.day = ${day}::date and t.stake > 0)`;
}

/** A turnover record: a member's stakes, payouts and bet count of a Bangkok day and product (satang). */
export type TurnoverRecord = { member_id: number; day: string; product: Product; stake: number; payout: number; count: number };

/**
 * The turnover records as a relation for another module's statement (`from ${turnoverRows(...)} t`),
 * narrowed to the Bangkok days [from, to] ('YYYY-MM-DD'; a bound not given is open) and to one member
 * (a number, or an SQL expression of the caller's statement such as a joined row's column). A plain
 * subquery: PostgreSQL folds it into the caller's query, so it is read by the table's own indexes.
 */
export function turnoverRows(q: { from?: string; to?: string; member?: number | RawBuilder<unknown> } = {}): RawBuilder<TurnoverRecord> {
  const where = [
    q.from === undefined ? undefined : sql`day >= ${q.from}::date`,
    q.to === undefined ? undefined : sql`day <= ${q.to}::date`,
    q.member === undefined ? undefined : sql`member_id = ${q.member}::bigint`,
  ].filter((w) => w !== undefined);
  return sql<TurnoverRecord>`(select member_id, day, product, stake, payout, count from turnover${
    where.length > 0 ? sql` where ${sql.join(where, sql` and `)}` : sql``
  })`;
}
