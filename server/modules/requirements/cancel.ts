import type { Db } from '../../db';
import './tables';

/**
 * The member gives an active requirement up (ARCHITECTURE.md section 4: ended by the member's
 * cancel). What happens to the money it was attached to is the grant's rule, decided by its module.
 * True when it was the member's and active; false otherwise (another member's, or already ended).
 */
export async function cancelRequirement(db: Db, memberId: number, id: number, now: Date = new Date()): Promise<boolean> {
  const r = await db
    .updateTable('wagering_requirement')
    .set({ status: 'forfeited', forfeit_reason: 'cancelled', ended_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
