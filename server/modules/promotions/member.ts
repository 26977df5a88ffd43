import { Errors } from '@contract/errors';
import type { PromotionChoice, PromotionListData } from '@contract/promotions';
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { lockMember } from '../account';
import { inTransaction } from '../ledger';
import { connected } from './coupon-bridge';
import { isAvailable, memberFacts, type PromotionRow, refusalOf } from './eligibility';
import { choiceWire, promotionWire } from './wire';
import './tables';

/** The thai message when a deposit-bonus coupon already holds the next deposit. */
export const COUPON_PENDING = 'ท่านมีคูปองโบนัสเงินฝากรอใช้กับยอดฝากครั้งถัดไป จึงเลือกโปรโมชั่นอื่นไม่ได้';

/** The promotions members may see at `now`: public, active, inside their window, by sort then id. */
async function listed(db: Db, now: Date): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotion')
    .selectAll()
    .where('status', '=', 'active')
    .where('visibility', '=', 'public')
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The member's pending choice for the next deposit, as the wire shows it. */
export async function currentChoice(db: Db, memberId: number): Promise<PromotionChoice | null> {
  const c = await db.selectFrom('promotion_choice').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (!c) return null;
  const masked =
    c.coupon_redemption_id !== null
      ? ((await connected()?.maskedCodes?.(db, [c.coupon_redemption_id])) ?? new Map<number, string>())
      : new Map<number, string>();
  return choiceWire(c, masked);
}

/**
 * GET /api/promotion/list: the listed promotions; for a signed-in member (memberId not null) whether
 * each may be taken now and why not, and the member's choice.
 */
export async function listPromotions(db: Db, memberId: number | null, now: Date = new Date()): Promise<PromotionListData> {
  const rows = await listed(db, now);
  if (memberId === null) return { promotions: rows.map((p) => promotionWire(p, null, null)), choice: null };
  const facts = await memberFacts(db, memberId, now, 0);
  return {
    promotions: rows.map((p) => {
      const reason = refusalOf(p, facts, now);
      return promotionWire(p, reason === null, reason);
    }),
    choice: await currentChoice(db, memberId),
  };
}

async function saveChoice(
  trx: Kysely<Database>,
  memberId: number,
  promotionId: number | null,
  couponRedemptionId: number | null,
  now: Date,
) {
  await trx
    .insertInto('promotion_choice')
    .values({ member_id: memberId, promotion_id: promotionId, coupon_redemption_id: couponRedemptionId, chosen_at: now })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ promotion_id: promotionId, coupon_redemption_id: couponRedemptionId, chosen_at: now }),
    )
    .execute();
}

/**
 * POST /api/promotion/choose: the promotion the member's next credited deposit gets, or null for
 * "ไม่รับโปรโมชั่น". A promotion that is not listed fails PROMOTION_NOT_FOUND; one the member may not
 * take now fails PROMOTION_NOT_ELIGIBLE with the Thai reason as the message. A deposit-bonus
 * coupon waiting for the next deposit keeps it (PROMOTION_NOT_ELIGIBLE, COUPON_PENDING).
 */
export async function choosePromotion(
  db: Db,
  memberId: number,
  promotionId: number | null,
  now: Date = new Date(),
): Promise<PromotionChoice> {
  if (promotionId !== null) {
    // Decided before the member row is locked: the review may end a requirement (a ledger
    // movement on the wallet), and a deposit holds the wallet before it locks the member.
    const p = await db.selectFrom('promotion').selectAll().where('id', '=', promotionId).executeTakeFirst();
    if (p?.visibility !== 'public' || !isAvailable(p, now)) fail(Errors.PROMOTION_NOT_FOUND);
    const reason = refusalOf(p, await memberFacts(db, memberId, now, 0), now);
    if (reason !== null) fail(Errors.PROMOTION_NOT_ELIGIBLE, undefined, reason);
  }
  return inTransaction(db, async (trx) => {
    await lockMember(trx, memberId);
    const pending = await trx
      .selectFrom('promotion_choice')
      .select('coupon_redemption_id')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (pending?.coupon_redemption_id != null) fail(Errors.PROMOTION_NOT_ELIGIBLE, undefined, COUPON_PENDING);
    await saveChoice(trx, memberId, promotionId, null, now);
    return choiceWire({ promotion_id: promotionId, coupon_redemption_id: null, chosen_at: now }, new Map());
  });
}

/**
 * A deposit-bonus coupon's redemption (coupons calls it in its own transaction): the member's next
 * credited deposit gets promotion `promotionId` (visibility 'coupon' or public) once, under this
 * redemption (its once key). It replaces any pending choice. The deposit's outcome reaches coupons
 * through `connectCoupons({ onDepositBonus })`.
 */
export async function chooseForCoupon(
  trx: Kysely<Database>,
  memberId: number,
  promotionId: number,
  couponRedemptionId: number,
  now: Date = new Date(),
): Promise<void> {
  await lockMember(trx, memberId);
  const p = await trx
    .selectFrom('promotion')
    .select(['id', 'status', 'starts_at', 'ends_at'])
    .where('id', '=', promotionId)
    .executeTakeFirst();
  if (!p || !isAvailable(p, now)) fail(Errors.PROMOTION_NOT_FOUND);
  await saveChoice(trx, memberId, promotionId, couponRedemptionId, now);
}
