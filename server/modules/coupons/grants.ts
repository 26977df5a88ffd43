import { bahtText } from '@contract/money';
import { COUPON_KIND_NAMES, maskCouponCode } from '@contract/promotions';
import type { Db } from '../../db';
import { houseAccountId, memberAccountId, openFreeSpinAccount, transfer } from '../ledger';
import { chooseForCoupon, couponPromotion } from '../promotions';
import { createRequirement } from '../requirements';
import type { CouponRow } from './redeem';
import { countText, requiredTurnover } from './units';

const DAY = 86_400_000;

/** What one redemption granted, for the answer and the redemption row. */
export type Granted = {
  /** In the coupon's unit (satang, hundredths of a point, spins; deposit_bonus 0). */
  amount: number;
  requirementId: number | null;
  requiredTurnover: number | null;
  promotionTitle: string | null;
  message: string;
};

/** Every grant moves under the redemption's own key: one redemption, one movement, whatever retries. */
const keyOf = (redemptionId: number) => `coupon:${redemptionId}`;
const couponTitle = (c: CouponRow) => c.name || COUPON_KIND_NAMES[c.kind];

/**
 * A fixed credit: baht from house:bonuses to the main wallet (statement kind 'bonus'), with its
 * requirement (source 'coupon', source_id the redemption): turnover multiplier x amount on the
 * coupon's weights, its cap, expiry after requirement_days; an unmet ending takes the bonus back.
 * No multiplier and no cap: no requirement.
 */
async function grantCredit(trx: Db, c: CouponRow, memberId: number, redemptionId: number, now: Date): Promise<Granted> {
  const wallet = await memberAccountId(trx, memberId);
  const moved = await transfer(trx, {
    key: keyOf(redemptionId),
    kind: 'bonus',
    currency: 'THB',
    debit: await houseAccountId(trx, 'bonuses'),
    credit: wallet,
    amount: c.amount,
    reference: maskCouponCode(c.code),
    metadata: { coupon_id: c.id, redemption_id: redemptionId, statement_text: `คูปอง ${couponTitle(c)}` },
  });
  const required = requiredTurnover(c.amount, c.turnover_multiplier);
  let requirementId: number | null = null;
  if (required > 0 || c.max_withdrawal !== null) {
    const r = await createRequirement(
      trx,
      {
        memberId,
        source: 'coupon',
        sourceId: `redemption:${redemptionId}`,
        requiredTurnover: required,
        maxWithdrawal: c.max_withdrawal,
        expiresAt: new Date(now.getTime() + c.requirement_days * DAY),
        title: couponTitle(c),
        weights: c.weights,
        bonusAmount: c.amount,
        ownAmount: Math.max(0, (moved.creditBalanceAfter ?? c.amount) - c.amount),
        forfeitRule: 'bonus',
      },
      now,
    );
    requirementId = r.id;
  }
  const turnoverText = required > 0 ? ` ทำยอดเทิร์น ${bahtText(required)} บาทก่อนถอน` : '';
  return {
    amount: c.amount,
    requirementId,
    requiredTurnover: required > 0 ? required : null,
    promotionTitle: null,
    message: `รับเครดิตฟรี ${bahtText(c.amount)} บาทแล้ว${turnoverText}`,
  };
}

/** Points: from house:points to the member's points account (kind 'points_earn'). */
async function grantPoints(trx: Db, c: CouponRow, memberId: number, redemptionId: number): Promise<Granted> {
  await transfer(trx, {
    key: keyOf(redemptionId),
    kind: 'points_earn',
    currency: 'PTS',
    debit: await houseAccountId(trx, 'points'),
    credit: await memberAccountId(trx, memberId, 'PTS'),
    amount: c.amount,
    reference: maskCouponCode(c.code),
    metadata: { coupon_id: c.id, redemption_id: redemptionId },
  });
  return {
    amount: c.amount,
    requirementId: null,
    requiredTurnover: null,
    promotionTitle: null,
    message: `รับ ${countText(c.amount / 100)} แต้มแล้ว`,
  };
}

/** Free spins: from house:free_spins to the member's free-spin account (opened on the first grant). */
async function grantFreeSpins(trx: Db, c: CouponRow, memberId: number, redemptionId: number): Promise<Granted> {
  await transfer(trx, {
    key: keyOf(redemptionId),
    kind: 'bonus',
    currency: 'PTS',
    debit: await houseAccountId(trx, 'free_spins'),
    credit: await openFreeSpinAccount(trx, memberId),
    amount: c.amount,
    reference: maskCouponCode(c.code),
    metadata: { coupon_id: c.id, redemption_id: redemptionId, free_spins: c.amount },
  });
  return {
    amount: c.amount,
    requirementId: null,
    requiredTurnover: null,
    promotionTitle: null,
    message: `รับฟรีสปิน ${countText(c.amount)} ครั้งแล้ว`,
  };
}

/**
 * A bonus on the next deposit: promotions records the coupon's promotion as the member's choice for
 * the next credited deposit, which then gets that promotion's bonus and requirement (docs/promotions.md);
 * bridge.ts hears what that deposit came to. A promotion no longer running fails PROMOTION_NOT_FOUND,
 * which rolls the redemption back.
 */
async function grantDepositBonus(trx: Db, c: CouponRow, memberId: number, redemptionId: number, now: Date): Promise<Granted> {
  const promotionId = c.promotion_id as number;
  await chooseForCoupon(trx, memberId, promotionId, redemptionId, now);
  // chooseForCoupon has just found it running.
  const p = await couponPromotion(trx, promotionId);
  const title = p?.title ?? '';
  const minimum = p && p.min_deposit > 0 ? ` (ฝากขั้นต่ำ ${bahtText(p.min_deposit)} บาท)` : '';
  return {
    amount: 0,
    requirementId: null,
    requiredTurnover: null,
    promotionTitle: title,
    message: `ใช้คูปองแล้ว ฝากเงินครั้งถัดไปรับโบนัส ${title}${minimum}`,
  };
}

export function grant(trx: Db, c: CouponRow, memberId: number, redemptionId: number, now: Date): Promise<Granted> {
  switch (c.kind) {
    case 'credit':
      return grantCredit(trx, c, memberId, redemptionId, now);
    case 'points':
      return grantPoints(trx, c, memberId, redemptionId);
    case 'free_spins':
      return grantFreeSpins(trx, c, memberId, redemptionId);
    case 'deposit_bonus':
      return grantDepositBonus(trx, c, memberId, redemptionId, now);
  }
}
