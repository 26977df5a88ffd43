import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { DepositBonusOutcome } from './grant';

/**
 * How the coupons module hears from promotions without promotions importing it (dependencies go one
 * way: coupons -> promotions). Start-up connects them explicitly (server/app.ts:
 * `connectCoupons(couponBridge)`); until then promotions tells nobody and shows no masked codes.
 */
export type CouponBridge = {
  /** A deposit consumed a deposit-bonus coupon's choice (granted or refused), inside the deposit's transaction. */
  onDepositBonus?: (trx: Kysely<Database>, outcome: DepositBonusOutcome) => Promise<void>;
  /** The masked codes ('WELC****') of coupon redemptions, for the member's pending choice. */
  maskedCodes?: (db: Db, redemptionIds: number[]) => Promise<Map<number, string>>;
};

let bridge: CouponBridge | null = null;

/** Connects the coupons module's side of the link (null: none); answers the one it replaced (a test puts it back). */
export function connectCoupons(b: CouponBridge | null): CouponBridge | null {
  const before = bridge;
  bridge = b;
  return before;
}

export function connected(): CouponBridge | null {
  return bridge;
}
