/**
 * Promotions, coupons and wagering requirements for members (docs/promotions.md). The index holds
 * only the reads (zod-free) and loaders: the routes import it into the first page, so the pages, the
 * dialog and the pieces other features show (widgets.ts) all load on demand.
 */
export {
  couponHistoryQuery,
  ensureCoupons,
  ensureMyPromotions,
  ensurePromotions,
  memberPromotionsQuery,
  promotionKeys,
  promotionListQuery,
} from './queries';

export const loadPromotionDialog = () => import('./PromotionDialog');
export const loadPromotionsPage = () => import('./PromotionsPage');
export const loadMyPromotionsPage = () => import('./MyPromotionsPage');
export const loadCouponPage = () => import('./CouponPage');
/** The deposit pages' choice row and dialog mount, the withdraw page's requirement and cap, the member panel's line. */
export const loadPromotionWidgets = () => import('./widgets');
