import type { ColumnType, Generated } from 'kysely';

/** The Kysely type of the withdrawal table in migration 004 (module augmentation keeps schema.ts untouched). */
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
  /** Migration 014: the operator handling it now, until claim_expires_at (both null when nobody). */
  claimed_by_operator: ColumnType<number | null, number | null | undefined, number | null>;
  claim_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../../db/schema' {
  interface Database {
    withdrawal: WithdrawalTable;
  }
}
