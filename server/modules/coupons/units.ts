import { bahtToSatang, satangToBaht } from '@contract/money';
import type { CouponKind } from '@contract/promotions';

/**
 * A coupon's amount in its unit: credit in satang (baht on the wire), points in hundredths of a point
 * as the ledger keeps them (points on the wire, 2 decimals at most), free spins in whole spins,
 * deposit_bonus 0 on the coupon (the promotion decides the bonus; its redemption keeps the bonus paid, satang).
 */
export function storedAmount(kind: CouponKind, wire: number): number {
  if (kind === 'deposit_bonus') return 0;
  if (kind === 'free_spins') return wire;
  return bahtToSatang(wire);
}

/** The wire's amount; a deposit-bonus redemption's amount is the bonus its deposit got (satang). */
export function wireAmount(kind: CouponKind, stored: number): number {
  if (kind === 'free_spins') return stored;
  return satangToBaht(stored);
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** 1,500 or 12.5: points and spins as Thai messages write them. */
export const countText = (n: number) => countFormat.format(n);

/** Required turnover with integer maths: ceil(amount x round(multiplier x 100) / 100), satang. */
export function requiredTurnover(amount: number, multiplier: string | number): number {
  const hundredths = Math.round(Number(multiplier) * 100);
  return Math.ceil((amount * hundredths) / 100);
}
