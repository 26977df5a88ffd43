import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * What other modules do to member rows beyond reading them (reads go through the views member_public
 * and member_bank_public, migration 035): the row lock other modules take as a member's turn, and
 * the VIP level the points job decides.
 */

/**
 * Locks the member's row until the caller's transaction ends (SELECT ... FOR UPDATE): the turn that
 * keeps one member's coupon redemptions, promotion choices and deposit bonuses from interleaving.
 * Every such path takes this lock first, so two of them never wait on each other in turn. Answers
 * whether the member exists.
 */
export async function lockMember(trx: Db, memberId: number): Promise<boolean> {
  const row = await trx.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets members' VIP levels (docs/engagement.md "VIP": the points job decides them) in ONE statement,
 * rows locked in id order so two runs never deadlock; a member already at the level is left alone.
 * Answers how many changed.
 */
export async function setVipLevels(db: Db, levels: readonly { member_id: number; level: number }[]): Promise<number> {
  if (levels.length === 0) return 0;
  const r = await sql<{ id: number }>`
    with v as (select * from jsonb_to_recordset(${JSON.stringify(levels)}::jsonb) as v(member_id bigint, level int)),
    lk as (select m.id from member m join v on v.member_id = m.id order by m.id for update of m)
    update member m set vip_level = v.level
      from v, lk
     where lk.id = m.id and m.id = v.member_id and m.vip_level is distinct from v.level
    returning m.id`.execute(db);
  return r.rows.length;
}
