import type { AdminCouponBatchBody, AdminCouponBody } from '@contract/admin-promotions';
import { bahtToSatang, hasAtMost2Decimals } from '@contract/money';
import type { z } from 'zod';
import type { Db } from '../../db';
import { couponPromotion } from '../promotions';
import { storedAmount } from './units';
import { invalid } from './wire';

type Terms = Omit<z.output<typeof AdminCouponBody>, 'code' | 'quota'> | z.output<typeof AdminCouponBatchBody>;

/**
 * A coupon's terms as stored, from the operator's body (already through the contract's schema):
 * the amount in the kind's unit (free spins whole, baht and points at most 2 decimals), a
 * deposit-bonus coupon's promotion must exist and not be ended, the requirement's terms kept only for
 * a credit coupon (the others carry none), and the validity window running forwards.
 */
export async function storedTerms(db: Db, t: Terms, now: Date) {
  if (t.kind === 'free_spins' && !Number.isInteger(t.amount)) invalid('amount', 'จำนวนฟรีสปินต้องเป็นจำนวนเต็ม');
  if (t.kind !== 'free_spins' && !hasAtMost2Decimals(t.amount)) invalid('amount', 'จำนวนมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
  if (t.kind === 'deposit_bonus' && t.promotion_id !== null) {
    const p = await couponPromotion(db, t.promotion_id);
    if (!p) invalid('promotion_id', 'ไม่พบโปรโมชั่นนี้');
    if (p.status === 'ended') invalid('promotion_id', 'โปรโมชั่นนี้สิ้นสุดแล้ว กรุณาเลือกโปรโมชั่นอื่น');
  }
  const validFrom = t.valid_from ? new Date(t.valid_from) : now;
  const validUntil = t.valid_until ? new Date(t.valid_until) : null;
  if (validUntil && validUntil.getTime() <= validFrom.getTime()) invalid('valid_until', 'เวลาหมดอายุต้องอยู่หลังเวลาเริ่มใช้');
  const credit = t.kind === 'credit';
  return {
    name: t.name,
    kind: t.kind,
    amount: storedAmount(t.kind, t.amount),
    promotion_id: t.kind === 'deposit_bonus' ? t.promotion_id : null,
    turnover_multiplier: credit ? t.turnover_multiplier : 0,
    weights: credit && t.weights ? JSON.stringify(t.weights) : null,
    max_withdrawal: credit && t.max_withdrawal !== null && t.max_withdrawal > 0 ? bahtToSatang(t.max_withdrawal) : null,
    requirement_days: t.requirement_days,
    valid_from: validFrom,
    valid_until: validUntil,
  };
}
