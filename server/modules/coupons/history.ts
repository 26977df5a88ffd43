import { COUPON_KIND_NAMES, COUPON_REDEMPTION_STATUS_NAMES, type CouponHistoryData, maskCouponCode } from '@contract/promotions';
import type { Db } from '../../db';
import './tables';
import { wireAmount } from './units';

/** GET /api/coupon/history: the member's redemptions, newest first (50), codes masked. */
export async function couponHistory(db: Db, memberId: number): Promise<CouponHistoryData> {
  const rows = await db
    .selectFrom('coupon_redemption as r')
    .innerJoin('coupon as c', 'c.id', 'r.coupon_id')
    .select(['r.id', 'c.code', 'c.name', 'c.kind', 'r.amount', 'r.status', 'r.created_at'])
    .where('r.member_id', '=', memberId)
    .orderBy('r.id', 'desc')
    .limit(50)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      code_masked: maskCouponCode(r.code),
      name: r.name || COUPON_KIND_NAMES[r.kind],
      kind: r.kind,
      kind_name: COUPON_KIND_NAMES[r.kind],
      amount: wireAmount(r.kind, r.amount),
      status: r.status,
      status_name: COUPON_REDEMPTION_STATUS_NAMES[r.status],
      created_at: r.created_at.toISOString(),
    })),
  };
}
