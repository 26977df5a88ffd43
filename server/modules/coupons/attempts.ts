import { sql } from 'kysely';
import type { Db } from '../../db';
import './tables';

/**
 * The guessing limit (docs/coupons.md): every wrong code is a row of coupon_attempt, so the limit
 * holds on any number of nodes. Within the last 15 minutes a member may get 5 codes wrong and an IP
 * address 20; past either, redeeming is refused before the code is even looked up, so a right code
 * found by guessing still grants nothing until the window has passed.
 */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;
export const MEMBER_ATTEMPTS = 5;
export const IP_ATTEMPTS = 20;

/** Whether the member or the address has used up its wrong codes for now. */
export async function tooManyAttempts(db: Db, memberId: number, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const r = await sql<{ by_member: number; by_ip: number }>`
    select (select count(*)::int from coupon_attempt where member_id = ${memberId} and created_at > ${since}) as by_member,
           (select count(*)::int from coupon_attempt where ip = ${ip} and created_at > ${since}) as by_ip`.execute(db);
  const row = r.rows[0];
  return row.by_member >= MEMBER_ATTEMPTS || row.by_ip >= IP_ATTEMPTS;
}

/** Records a wrong code; rows older than a day are no longer needed and go with it. */
export async function recordWrongCode(db: Db, memberId: number, ip: string, now: Date): Promise<void> {
  await db.insertInto('coupon_attempt').values({ member_id: memberId, ip, created_at: now }).execute();
  await db
    .deleteFrom('coupon_attempt')
    .where('member_id', '=', memberId)
    .where('created_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
}
