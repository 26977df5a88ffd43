import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * The bets still open (the back office's open stakes: not the house's result, nor a member's net
 * result, until they settle), per Bangkok day they were placed: every member's through the partial
 * index `sport_bet_open`, or one member's through `sport_bet_member_open`.
 */
export async function sportOpenStakes(db: Db, memberId?: number): Promise<Array<{ day: string; count: number; amount: number }>> {
  const r = await sql<{ day: string; count: string; amount: string }>`
    select to_char((placed_at at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as day,
           count(*)::text as count, sum(stake)::text as amount
      from sport_bet where status = 'open' ${memberId === undefined ? sql`` : sql`and member_id = ${memberId}::bigint`}
     group by 1 order by 1`.execute(db);
  return r.rows.map((x) => ({ day: x.day, count: Number(x.count), amount: Number(x.amount) }));
}
