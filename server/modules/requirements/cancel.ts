import { Errors } from '@contract/errors';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { inTransaction } from '../ledger';
import { endForfeited, reviewRequirements } from './review';
import './tables';

type CancelOptions = {
  now?: Date;
  /** An operator's cancel (forfeit_reason 'operator'): who, audited as requirement.cancel. */
  operatorId?: number;
  /** The operator's reason, kept as the requirement's end_note and in the audit. */
  note?: string;
};

/**
 * Ends the member's active requirement before it is met: the member gives it up ('cancelled') or
 * an operator cancels it ('operator', with `operatorId` and `note`, audited in the same
 * transaction). What its forfeit rule takes goes back to house:bonuses in the same transaction, as
 * one ledger transfer keyed `forfeit:<id>`. The member's requirements are reviewed first, so one
 * already met, expired or under its floor is not cancelled (REQUIREMENT_ENDED). Runs its own
 * transaction or joins the caller's. REQUIREMENT_NOT_FOUND when the id is not this member's.
 * Answers the satang taken and the wallet's available balance after.
 */
export async function cancelRequirement(
  db: Db,
  memberId: number,
  id: number,
  opts: CancelOptions = {},
): Promise<{ forfeited: number; balance: number }> {
  const now = opts.now ?? new Date();
  // Reviewed first, on its own: one found met (or over) stays ended even though the cancel is refused.
  await reviewRequirements(db, memberId, now);
  return inTransaction(db, async (trx) => {
    const operator = opts.operatorId !== undefined;
    const ended = await endForfeited(trx, id, operator ? 'operator' : 'cancelled', now, {
      memberId,
      operatorId: opts.operatorId,
      note: opts.note,
    });
    if (!ended) {
      const owner = await trx.selectFrom('wagering_requirement').select('member_id').where('id', '=', id).executeTakeFirst();
      fail(owner?.member_id === memberId ? Errors.REQUIREMENT_ENDED : Errors.REQUIREMENT_NOT_FOUND);
    }
    if (operator && opts.operatorId !== undefined)
      await recordAudit(trx, opts.operatorId, 'requirement.cancel', `requirement:${id}`, {
        member_id: memberId,
        forfeited: ended.forfeited,
        reason: opts.note ?? null,
      });
    return { forfeited: ended.forfeited, balance: ended.balance };
  });
}
