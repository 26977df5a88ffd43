import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 022's affiliate tables (module augmentation keeps schema.ts untouched). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A `date` column: read back as 'YYYY-MM-DD' (db/index.ts parses dates as text). */
type Day = ColumnType<string, string, string>;

export type ReferralStatus = 'pending' | 'qualified' | 'refused';
export type EarningStatus = 'credited' | 'frozen';

/** Per level ('1', '2') and product: the day's base, the rate and the amount (satang, basis points). */
export type EarningDetail = Record<string, Record<string, { base: number; bp: number; amount: number }>>;

interface AffiliateReferralTable {
  member_id: number;
  referrer_id: number;
  upline_id: number | null;
  status: ColumnType<ReferralStatus, ReferralStatus | undefined, ReferralStatus>;
  refused_reason: ColumnType<string | null, string | null | undefined, string | null>;
  qualified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

interface AffiliateEarningTable {
  id: Generated<number>;
  member_id: number;
  day: Day;
  level1: ColumnType<number, number | undefined, number>;
  level2: ColumnType<number, number | undefined, number>;
  amount: number;
  detail: ColumnType<EarningDetail, string | undefined, string>;
  status: EarningStatus;
  transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  corrected: ColumnType<number, number | undefined, number>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

interface AffiliateFreezeTable {
  member_id: number;
  reason: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    affiliate_referral: AffiliateReferralTable;
    affiliate_earning: AffiliateEarningTable;
    affiliate_freeze: AffiliateFreezeTable;
  }
}
