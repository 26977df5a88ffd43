/**
 * Promotions' front door (docs/promotions.md): the promotions the agent publishes, each member's
 * choice for the next deposit, and the bonus a credited deposit gets with its wagering requirement
 * (requirements module). Payments call `applyDepositBonus` in the deposit's transaction; coupons
 * call `chooseForCoupon` and hear back through `connectCoupons`, wired at start in server/app.ts
 * (dependencies go coupons -> promotions).
 */

export { createPromotion } from './admin';
export { type CouponBridge, connectCoupons } from './coupon-bridge';
export { couponPromotion, firstCouponPromotionId, promotionTitleOf } from './coupon-reads';
export { depositBonusOf } from './deposit-outcome';
export { applyDepositBonus, type DepositBonusInput, type DepositBonusOutcome } from './grant';
export { chooseForCoupon, choosePromotion, currentChoice, listPromotions } from './member';
export { promotionsMemberRoutes, promotionsOperatorRoutes, promotionsRoutes } from './routes';
export { bonusFor, Reasons, requirementTarget } from './rules';
