import type { RewardKind, RewardSettingName } from '@contract/rewards';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 022's reward tables (module augmentation keeps schema.ts untouched). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string, Date | string>;
/** A `date` column: read back as 'YYYY-MM-DD' (db/index.ts parses dates as text). */
type Day = ColumnType<string, string, string>;

export type RunKind = RewardKind | 'affiliate';
export type EntryStatus = 'claimable' | 'claimed' | 'expired' | 'below_minimum' | 'frozen';

interface RewardSettingTable {
  name: RewardSettingName;
  value: ColumnType<unknown, string, string>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface RewardRunTable {
  kind: RunKind;
  period: Day;
  status: 'running' | 'done';
  claimed_by: string;
  claimed_at: Moment;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  entries: ColumnType<number, number | undefined, number>;
  total: ColumnType<number, number | undefined, number>;
}

export interface RewardEntryTable {
  id: Generated<number>;
  member_id: number;
  kind: RewardKind;
  period: Day;
  base: number;
  amount: number;
  rate_bp: ColumnType<number, number | undefined, number>;
  vip_level: ColumnType<number, number | undefined, number>;
  /** Per product: { base, bp, amount } in satang. */
  detail: ColumnType<Record<string, { base: number; bp: number; amount: number }>, string | undefined, string>;
  status: EntryStatus;
  expires_at: Moment;
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  requirement_id: ColumnType<number | null, number | null | undefined, number | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  corrected_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    reward_setting: RewardSettingTable;
    reward_run: RewardRunTable;
    reward_entry: RewardEntryTable;
  }
}
