import { sql } from 'kysely';
import type { Db } from '../../db';

type DayStake = { day: string; stake: number };

/**
 * A member's stakes (satang, every product together) per Bangkok day from `fromDay` (inclusive,
 * 'YYYY-MM-DD'), oldest first; days without a stake are left out. Wagering requirements measure their
 * progress from these records, never from balances (ARCHITECTURE.md section 4).
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
