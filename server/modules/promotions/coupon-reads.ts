import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import './tables';

/**
 * What the coupons module reads of the promotion a deposit-bonus coupon names (coupon.promotion_id):
 * promotions' own rows, read here so coupons never names the table.
 */

/** The promotion's title, status and minimum deposit (satang), undefined when there is none. */
export function couponPromotion(db: Db, id: number) {
  return db.selectFrom('promotion').select(['title', 'status', 'min_deposit']).where('id', '=', id).executeTakeFirst();
}

/** The first active coupon-only promotion (the demo's DEPOSITBONUS coupon names it), undefined when there is none. */
export async function firstCouponPromotionId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('promotion')
    .select('id')
    .where('visibility', '=', 'coupon')
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** The title of the promotion `id` (an SQL expression of the caller's statement), as a scalar SQL expression (null when none). */
export function promotionTitleOf(id: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`(select p.title from promotion p where p.id = ${id})`;
}
