import type { ShopCalcData, ShopRedeemBody, ShopRedeemData } from '@contract/shop';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/** A redemption's answer with the server's Thai sentence ('แลกสำเร็จ ได้รับ เครดิตฟรี 50 บาท'). */
export type RedeemResult = ShopRedeemData & { message: string };

/**
 * The points shop's calls (docs/engagement.md). A refusal throws the ApiError with the server's
 * Thai message (e.g. 'แต้มของท่านไม่เพียงพอ'); a 422 carries the address fields' messages.
 */
export const shopApi = {
  /** POST /api/redemption/calc: what `quantity` costs and gives, and whether it may go ahead. */
  calc: async (item_id: number, quantity: number): Promise<ShopCalcData> =>
    unwrap(await api.post<ShopCalcData>('/redemption/calc', { item_id, quantity })),
  /** POST /api/redemption/redeem: once per request_key (a repeat answers the first order). */
  redeem: async (body: ShopRedeemBody): Promise<RedeemResult> => {
    const res = await api.post<ShopRedeemData>('/redemption/redeem', body);
    return { ...unwrap(res), message: res.message };
  },
};
