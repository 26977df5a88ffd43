import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';

/**
 * The category code of the lotto round `roundId` (an SQL text expression, a round id as ledger
 * metadata carries it), as a scalar SQL expression; null when there is no such round. For the back
 * office's rollups (server/modules/reports).
 */
export function roundCategoryOf(roundId: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`(select c.code from lotto_round r join lotto_category c on c.id = r.category_id
     where r.id = (${roundId})::bigint)`;
}

/** Every lotto category's code and Thai name, in the order the site lists them. */
export async function categoryNames(db: Db): Promise<Array<{ code: string; name: string }>> {
  return db.selectFrom('lotto_category').select(['code', 'name']).orderBy('sort').orderBy('id').execute();
}

export type OpenStakes = { day: string; dim: string; count: number; amount: number };

/**
 * The bills still waiting for their round's result (the back office dashboard's open stakes: not the
 * house's result until they settle), per Bangkok day of sale and category. Only the rounds not
 * settled yet are read (few; `lotto_round_due` by status), then their bills through lotto_bill_round.
 */
export async function lottoOpenStakes(db: Db): Promise<OpenStakes[]> {
  const r = await sql<{ day: string; dim: string; count: string; amount: string }>`
    select to_char((b.created_at at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as day, c.code as dim,
           count(*)::text as count, sum(b.total_amount)::text as amount
      from lotto_round r
      join lotto_category c on c.id = r.category_id
      join lotto_bill b on b.round_id = r.id and b.status = 'pending'
     where r.status in ('open', 'closed') or (r.status = 'resulted' and r.settled_at is null)
     group by 1, 2 order by 1, 2`.execute(db);
  return r.rows.map((x) => ({ day: x.day, dim: x.dim, count: Number(x.count), amount: Number(x.amount) }));
}

/**
 * How many rounds have a result waiting for an operator: entered once and waiting for the second
 * operator's confirmation (four eyes), or held because two entries disagree (`lotto_result_entry_open`).
 */
export async function resultsWaiting(db: Db): Promise<number> {
  const r = await db
    .selectFrom('lotto_result_entry')
    .select(sql<string>`count(distinct round_id)`.as('n'))
    .where('status', 'in', ['pending', 'held'])
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
