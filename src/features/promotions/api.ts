import {
  CouponRedeemBody,
  type CouponRedeemData,
  type CouponRedeemBody as CouponRedeemInput,
  PromotionCancelBody,
  type PromotionCancelData,
  type PromotionCancelBody as PromotionCancelInput,
  type PromotionChoice,
  PromotionChooseBody,
} from '@contract/promotions';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/**
 * The promotions and coupon writes (docs/promotions.md). Each body goes through its contract schema
 * first, so what the server sees is what the contract says (a coupon code trimmed, upper case).
 */
export const promotionsApi = {
  /** POST /api/promotion/choose: the promotion for the next deposit, or null for "ไม่รับโปรโมชั่น". */
  choose: async (promotionId: number | null): Promise<PromotionChoice> =>
    unwrap(await api.post<PromotionChoice>('/promotion/choose', PromotionChooseBody.parse({ promotion_id: promotionId }))),
  /** POST /api/promotion/cancel: give up an active requirement (its forfeit is taken back). */
  cancel: async (body: PromotionCancelInput): Promise<PromotionCancelData> =>
    unwrap(await api.post<PromotionCancelData>('/promotion/cancel', PromotionCancelBody.parse(body))),
  /** POST /api/coupon/redeem. */
  redeem: async (body: CouponRedeemInput): Promise<CouponRedeemData> => {
    const parsed = CouponRedeemBody.parse(body);
    return unwrap(await api.post<CouponRedeemData>('/coupon/redeem', { code: parsed.code.toUpperCase() }));
  },
};
