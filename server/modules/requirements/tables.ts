import type { ForfeitRule, ProductWeights, RequirementKind } from '@contract/promotions';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely type of the table in migrations 004 and 009 (module augmentation keeps schema.ts untouched). */

/** What granted the money the requirement is attached to; `source_id` is that grant's own id. */
export type RequirementSource =
  | 'promotion'
  | 'coupon'
  | 'cashback'
  | 'quest'
  | 'shop_voucher'
  | 'manual'
  | 'winloss'
  | 'affiliate'
  | 'wheel'
  | 'event'
  | 'poll'
  | 'free_spin';

/** How an unmet requirement ended: its expiry passed, the wallet fell below its floor, or the member gave it up. */
export type ForfeitReason = 'expired' | 'balance_floor' | 'cancelled' | 'operator';
type RequirementStatus = 'active' | 'met' | 'forfeited';

type Ended = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Turnover a member must stake before withdrawing (satang), attached to a grant credited to the wallet. */
interface WageringRequirementTable {
  id: Generated<number>;
  member_id: number;
  /** The wallet the grant was credited to (the main wallet), whose balance the floor watches. */
  account_id: number;
  source: RequirementSource;
  source_id: string;
  required_turnover: number;
  /** The member's stakes already recorded on the start day before it started (turnover rows are per day). */
  turnover_base: ColumnType<number, number | undefined, number>;
  max_withdrawal: number | null;
  balance_floor: ColumnType<number, number | undefined, number>;
  started_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Date | null;
  status: ColumnType<RequirementStatus, 'active' | undefined, 'met' | 'forfeited'>;
  forfeit_reason: ColumnType<ForfeitReason | null, undefined, ForfeitReason>;
  ended_at: Ended;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Migration 020: the grant's name as the member sees it. */
  title: ColumnType<string, string | undefined, never>;
  /** Migration 020: product -> percent counted (null = every product at 100). */
  weights: ColumnType<ProductWeights | null, string | null | undefined, string | null>;
  kind: ColumnType<RequirementKind, RequirementKind | undefined, never>;
  /** kind balance: met once the wallet's balance reaches it (satang). */
  target_balance: number | null;
  forfeit_rule: ColumnType<ForfeitRule, ForfeitRule | undefined, never>;
  bonus_amount: ColumnType<number, number | undefined, never>;
  own_amount: ColumnType<number, number | undefined, never>;
  forfeited_amount: ColumnType<number, number | undefined, number>;
  cap_applied_at: Ended;
  ended_by_operator: ColumnType<number | null, undefined, number | null>;
  end_note: ColumnType<string | null, undefined, string | null>;
}

declare module '../../db/schema' {
  interface Database {
    wagering_requirement: WageringRequirementTable;
  }
}
