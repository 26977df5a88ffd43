import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { availableBalance, creditedSince } from '../ledger';
import { takeBack } from './forfeit';
import './tables';

const baht2 = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the withdraw and promotions pages say about a cap waiting for the next withdrawal (Thai). */
export const withdrawCapMessage = (maxWithdrawal: number) =>
  `โปรโมชั่นที่ทำเทิร์นครบแล้ว ถอนได้สูงสุด ${baht2.format(satangToBaht(maxWithdrawal))} บาท ยอดเงินส่วนที่เกินจะถูกหักคืนเมื่อถอน`;

/** The refusal of a withdrawal above the cap (Thai). */
export const aboveCapMessage = (maxWithdrawal: number) =>
  `โปรโมชั่นที่ทำเทิร์นครบแล้วกำหนดยอดถอนสูงสุด ${baht2.format(satangToBaht(maxWithdrawal))} บาท กรุณาถอนไม่เกินยอดนี้`;

/**
 * The cap the member's next withdrawal applies, or null: a met requirement with a max_withdrawal
 * whose cap has not been applied yet (the smallest, when several are waiting). A read only.
 */
export async function pendingWithdrawalCap(db: Db, memberId: number): Promise<{ requirementId: number; maxWithdrawal: number } | null> {
  const row = await db
    .selectFrom('wagering_requirement')
    .select(['id', 'max_withdrawal'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'met')
    .where('max_withdrawal', 'is not', null)
    .where('cap_applied_at', 'is', null)
    .orderBy('max_withdrawal')
    .orderBy('id')
    .executeTakeFirst();
  return row && row.max_withdrawal !== null ? { requirementId: row.id, maxWithdrawal: row.max_withdrawal } : null;
}

/**
 * The withdrawal's side of a met requirement's cap (docs/requirements.md "Cap"); call it in the
 * withdrawal's transaction, before the money is held. With no cap waiting it does nothing. Else a
 * withdrawal above the cap is refused (WITHDRAW_ABOVE_CAP: the transaction rolls back, nothing is
 * taken); within it, the balance above the cap (less the deposits credited since the requirement
 * was met) is taken back to house:bonuses first, as ONE ledger transfer keyed `cap:<id>` with a
 * statement line saying so, and every waiting cap is marked applied (cap_applied_at). The mark is
 * a state-machine update (`where cap_applied_at is null`): withdrawals at once apply it once.
 * Answers the cap applied and the satang taken, or null.
 */
export async function applyWithdrawalCap(
  trx: Db,
  memberId: number,
  amount: number,
  now: Date = new Date(),
): Promise<{ requirementId: number; maxWithdrawal: number; forfeited: number } | null> {
  const waiting = await pendingWithdrawalCap(trx, memberId);
  if (!waiting) return null;
  if (amount > waiting.maxWithdrawal) {
    const message = aboveCapMessage(waiting.maxWithdrawal);
    fail(Errors.WITHDRAW_ABOVE_CAP, { fields: { amount: message } }, message);
  }
  const marked = await trx
    .updateTable('wagering_requirement')
    .set({ cap_applied_at: now })
    .where('member_id', '=', memberId)
    .where('status', '=', 'met')
    .where('max_withdrawal', 'is not', null)
    .where('cap_applied_at', 'is', null)
    .returning(['id', 'max_withdrawal', 'ended_at', 'account_id', 'title', 'forfeited_amount'])
    .execute();
  // Another withdrawal applied it between the read and the mark.
  const cap = marked
    .filter((m) => m.max_withdrawal !== null)
    .sort((a, b) => (a.max_withdrawal ?? 0) - (b.max_withdrawal ?? 0) || a.id - b.id)[0];
  if (!cap || cap.max_withdrawal === null) return null;
  const max = cap.max_withdrawal;
  const since = cap.ended_at ?? now;
  const forfeited = await takeBack(
    trx,
    {
      key: `cap:${cap.id}`,
      accountId: cap.account_id,
      text: `หักคืนยอดเกินยอดถอนสูงสุด ${baht2.format(satangToBaht(max))} บาท${cap.title ? ` (${cap.title})` : ''}`,
      metadata: { requirement_id: cap.id, reason: 'withdraw_cap', max_withdrawal: max },
    },
    async () => {
      const [available, deposits] = [await availableBalance(trx, cap.account_id), await creditedSince(trx, memberId, 'deposit', since)];
      return Math.max(available - (max + deposits), 0);
    },
  );
  if (forfeited > 0)
    await trx
      .updateTable('wagering_requirement')
      .set({ forfeited_amount: cap.forfeited_amount + forfeited })
      .where('id', '=', cap.id)
      .execute();
  return { requirementId: cap.id, maxWithdrawal: max, forfeited };
}
