/**
 * Promotions, coupons and wagering requirements for members (docs/promotions.md). What other parts
 * use at once (the member panel, the money pages) is zod-free; the pages and the dialog load on demand.
 */
export { ProgressBar, percentText } from './ProgressBar';
export { PromotionDialogSlot } from './PromotionDialogSlot';
export { PromotionPick } from './PromotionPick';
export { couponHistoryQuery, memberPromotionsQuery, promotionKeys, promotionListQuery } from './queries';
export { baht, thaiDateTime } from './terms';

export const loadPromotionDialog = () => import('./PromotionDialog');
export const loadPromotionsPage = () => import('./PromotionsPage');
export const loadMyPromotionsPage = () => import('./MyPromotionsPage');
export const loadCouponPage = () => import('./CouponPage');
