/**
 * Coupons' front door (docs/promotions.md "Coupons"): members redeem codes for a credit with its requirement,
 * points, free spins or a bonus on the next deposit; operators make codes one by one or in batches.
 */
export { couponBridge } from './bridge';
export { couponHistory } from './history';
export { redeemCoupon } from './redeem';
export { couponsMemberRoutes, couponsOperatorRoutes } from './routes';
export { seedDemoCoupons } from './seed';
