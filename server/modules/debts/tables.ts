import type { ColumnType, Generated } from 'kysely';

/** The Kysely type of member_debt (migration 011), added to Database by augmentation. */
interface MemberDebtTable {
  id: Generated<number>;
  member_id: number;
  /** Satang owed, > 0. */
  amount: number;
  /** Satang collected so far (<= amount); it is also the next collection's ledger key. */
  collected: ColumnType<number, number | undefined, number>;
  creditor_account_id: number;
  source_key: string;
  reason: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  settled_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    member_debt: MemberDebtTable;
  }
}
