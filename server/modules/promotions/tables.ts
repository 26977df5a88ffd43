import type { ForfeitRule, ProductWeights, PromotionType, RequirementKind, TurnoverBase } from '@contract/promotions';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 020's promotion tables (module augmentation keeps schema.ts untouched). */

export type PromotionStatus = 'active' | 'paused' | 'ended';
export type PromotionVisibility = 'public' | 'coupon';
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric(6,2) comes back as a string on both engines. */
type Numeric = ColumnType<string, number | string | undefined, number | string>;

interface PromotionTable {
  id: Generated<number>;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  terms: ColumnType<string, string | undefined, string>;
  image: string | null;
  type: PromotionType;
  visibility: ColumnType<PromotionVisibility, PromotionVisibility | undefined, PromotionVisibility>;
  /** Percent of the deposit in basis points (50 % = 5000). */
  percent_bp: ColumnType<number, number | undefined, number>;
  /** Satang. */
  fixed_bonus: ColumnType<number, number | undefined, number>;
  max_bonus: number | null;
  min_deposit: ColumnType<number, number | undefined, number>;
  requirement_kind: ColumnType<RequirementKind, RequirementKind | undefined, RequirementKind>;
  turnover_multiplier: Numeric;
  turnover_base: ColumnType<TurnoverBase, TurnoverBase | undefined, TurnoverBase>;
  weights: ColumnType<ProductWeights, string | undefined, string>;
  max_withdrawal: number | null;
  balance_floor: ColumnType<number, number | undefined, number>;
  requirement_days: ColumnType<number, number | undefined, number>;
  forfeit_rule: ColumnType<ForfeitRule, ForfeitRule | undefined, ForfeitRule>;
  starts_at: Stamp;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: ColumnType<PromotionStatus, PromotionStatus | undefined, PromotionStatus>;
  sort: ColumnType<number, number | undefined, number>;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Stamp;
}

interface PromotionChoiceTable {
  member_id: number;
  /** null = "ไม่รับโปรโมชั่น". */
  promotion_id: number | null;
  coupon_redemption_id: number | null;
  chosen_at: Stamp;
}

interface PromotionGrantTable {
  id: Generated<number>;
  member_id: number;
  promotion_id: number | null;
  coupon_redemption_id: number | null;
  deposit_key: string;
  deposit_amount: number;
  bonus: ColumnType<number, number | undefined, never>;
  status: 'granted' | 'refused';
  reason: string | null;
  once_key: string | null;
  requirement_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/schema' {
  interface Database {
    promotion: PromotionTable;
    promotion_choice: PromotionChoiceTable;
    promotion_grant: PromotionGrantTable;
  }
}
