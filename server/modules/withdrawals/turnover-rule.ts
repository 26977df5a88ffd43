import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { blockingRequirement } from '../requirements';
import { formatBaht } from './format';

/**
 * The withdrawal's side of wagering requirements (docs/withdrawals.md): while any active requirement
 * is unmet, no withdrawal is allowed at all, and the refusal says how much turnover remains.
 */

export const turnoverUnmetMessage = (remaining: number, kind: 'turnover' | 'balance' = 'turnover') =>
  kind === 'balance'
    ? `ยังทำยอดเงินไม่ถึงเป้าหมายของโปรโมชั่น ต้องทำยอดเงินเพิ่มอีก ${formatBaht(remaining)} บาท จึงจะถอนเงินได้`
    : `ยังทำยอดเทิร์นโอเวอร์ไม่ครบตามเงื่อนไขโบนัส ต้องทำยอดเล่นอีก ${formatBaht(remaining)} บาท จึงจะถอนเงินได้`;

/**
 * Refuses a withdrawal while a wagering requirement is unmet (WITHDRAW_TURNOVER_UNMET, the message
 * naming the turnover left, or for a balance target the balance still to make); the requirements
 * found over are ended on the way (an expired one forfeiting per its rule). `amount` (satang) is
 * part of the contract for later rules; the present rule blocks any amount.
 */
export async function assertWithdrawable(db: Db, memberId: number, amount: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`withdrawal amount must be a positive integer, got ${amount}`);
  const worst = await blockingRequirement(db, memberId);
  if (worst) {
    fail(
      Errors.WITHDRAW_TURNOVER_UNMET,
      { remaining_turnover: satangToBaht(worst.remaining) },
      turnoverUnmetMessage(worst.remaining, worst.kind),
    );
  }
}
