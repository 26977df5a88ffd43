import type { CouponKind, ProductWeights } from '@contract/promotions';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 021's tables (module augmentation keeps schema.ts untouched). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
export type CouponStatus = 'active' | 'paused' | 'ended';
export type RedemptionStatus = 'granted' | 'waiting_deposit' | 'used';

interface CouponBatchTable {
  id: Generated<number>;
  name: string;
  size: number;
  created_by: number | null;
  created_at: CreatedAt;
}

interface CouponTable {
  id: Generated<number>;
  /** Upper case: codes are case-insensitive. */
  code: string;
  name: ColumnType<string, string | undefined, string>;
  batch_id: number | null;
  kind: CouponKind;
  /** credit: satang; points: hundredths of a point (the ledger's unit); free_spins: spins; deposit_bonus: 0. */
  amount: ColumnType<number, number | undefined, number>;
  promotion_id: number | null;
  /** numeric(6,2): read back as a string. */
  turnover_multiplier: ColumnType<string, number | string | undefined, number | string>;
  weights: ColumnType<ProductWeights | null, string | null | undefined, string | null>;
  max_withdrawal: number | null;
  requirement_days: ColumnType<number, number | undefined, number>;
  valid_from: Moment;
  valid_until: Date | null;
  quota: number | null;
  used: ColumnType<number, number | undefined, number>;
  status: ColumnType<CouponStatus, CouponStatus | undefined, CouponStatus>;
  created_by: number | null;
  created_at: CreatedAt;
}

interface CouponRedemptionTable {
  id: Generated<number>;
  coupon_id: number;
  member_id: number;
  status: RedemptionStatus;
  /** What was granted, in the coupon's unit (deposit_bonus: 0 until the deposit's bonus). */
  amount: ColumnType<number, number | undefined, number>;
  requirement_id: number | null;
  created_at: CreatedAt;
}

interface CouponAttemptTable {
  id: Generated<number>;
  member_id: number;
  ip: string;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    coupon_batch: CouponBatchTable;
    coupon: CouponTable;
    coupon_redemption: CouponRedemptionTable;
    coupon_attempt: CouponAttemptTable;
  }
}
