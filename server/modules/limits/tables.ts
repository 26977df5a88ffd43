import type { ColumnType } from 'kysely';

/** Kysely types of the responsible-play tables (migration 003_payments), added by augmentation. */
type LimitPeriod = 'daily' | 'weekly' | 'monthly';

interface DepositLimitTable {
  member_id: number;
  period: LimitPeriod;
  /** The limit in force, satang; null = none. */
  amount: number | null;
  /** A raise or removal waiting for effective_at (pending_amount null = remove the limit). */
  pending_set: ColumnType<boolean, boolean | undefined, boolean>;
  pending_amount: number | null;
  effective_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

interface SelfExclusionTable {
  member_id: number;
  until: ColumnType<Date, Date, Date>;
  period: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    deposit_limit: DepositLimitTable;
    self_exclusion: SelfExclusionTable;
  }
}
