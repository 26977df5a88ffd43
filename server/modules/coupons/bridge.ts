import { maskCouponCode } from '@contract/promotions';
import type { Db } from '../../db';
import type { CouponBridge, DepositBonusOutcome } from '../promotions';
import './tables';

/**
 * What promotions tells coupons (dependencies go coupons -> promotions; promotions calls back through
 * `couponBridge`, which start-up hands to promotions' `connectCoupons`, server/app.ts):
 * - a deposit consumed a deposit-bonus coupon's choice, in the deposit's transaction: the redemption
 *   is then 'used' and keeps the bonus the deposit got and its requirement (a refused deposit, e.g.
 *   below the promotion's minimum, used the coupon for a bonus of 0; the deposit's promotion history
 *   says why);
 * - the masked codes of redemptions, for the member's pending choice.
 */
export async function depositBonusOutcome(trx: Db, outcome: DepositBonusOutcome): Promise<void> {
  if (outcome.couponRedemptionId === null) return;
  await trx
    .updateTable('coupon_redemption')
    .set({ status: 'used', amount: outcome.status === 'granted' ? outcome.bonus : 0, requirement_id: outcome.requirementId })
    .where('id', '=', outcome.couponRedemptionId)
    .where('status', '=', 'waiting_deposit')
    .execute();
}

export async function maskedCodes(db: Db, redemptionIds: number[]): Promise<Map<number, string>> {
  if (redemptionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('coupon_redemption as r')
    .innerJoin('coupon as c', 'c.id', 'r.coupon_id')
    .select(['r.id', 'c.code'])
    .where('r.id', 'in', redemptionIds)
    .execute();
  return new Map(rows.map((r) => [r.id, maskCouponCode(r.code)]));
}

/** Coupons' side of the link with promotions, connected at start (server/app.ts). */
export const couponBridge: CouponBridge = { onDepositBonus: depositBonusOutcome, maskedCodes };
