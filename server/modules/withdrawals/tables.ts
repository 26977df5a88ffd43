import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of the tables in migration 004 (module augmentation keeps schema.ts untouched). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface WithdrawalTable {
  id: Generated<number>;
  member_id: number;
  bank_account_id: number;
  bank_code: string;
  account_number: string;
  account_name: string;
  /** Satang. */
  amount: number;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  transfer_id: number | null;
  client_key: string | null;
  reject_reason: string | null;
  bank_reference: string | null;
  decided_by_operator: number | null;
  created_at: CreatedAt;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Turnover a member must stake before bonus money may be withdrawn (satang). */
export interface BonusRequirementTable {
  id: Generated<number>;
  member_id: number;
  /** The bonus wallet (THB, wallet type 2) the requirement belongs to. */
  account_id: number;
  required_turnover: number;
  turnover_base: ColumnType<number, number | undefined, number>;
  started_at: ColumnType<Date, Date | string | undefined, never>;
  status: ColumnType<'active' | 'met' | 'cancelled', 'active' | undefined, 'met' | 'cancelled'>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    withdrawal: WithdrawalTable;
    bonus_requirement: BonusRequirementTable;
  }
}
