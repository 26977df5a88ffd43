import type { PrizeKind } from '@contract/prizes';
import type { WheelSpinStatus } from '@contract/wheel';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 025's wheel tables (module augmentation keeps schema.ts untouched). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: read back as 'YYYY-MM-DD'. */
type Day = ColumnType<string, string, string>;
type Big = ColumnType<number, number | undefined, number>;

/** A segment as stored in wheel_board.slots. */
export type StoredSlot = {
  label: string;
  prize: { kind: PrizeKind; amount: number; turnover_multiplier: number };
  probability: number;
  color: string;
};

interface WheelSettingTable {
  id: ColumnType<number, number | undefined, number>;
  value: ColumnType<unknown, string, string>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface WheelBoardTable {
  version: Generated<number>;
  slots: ColumnType<StoredSlot[], string, string>;
  created_by: number | null;
  created_at: CreatedAt;
}

interface WheelSeedTable {
  id: Generated<number>;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Big;
  status: 'open' | 'revealed';
  created_at: CreatedAt;
  revealed_at: MaybeMoment;
}

export interface WheelSpinTable {
  id: Generated<number>;
  member_id: number;
  request_key: string;
  tab: number;
  spin_day: Day;
  slot: number;
  cost_units: Big;
  board_version: number;
  slot_index: number;
  label: string;
  color: string;
  prize_kind: PrizeKind;
  prize_units: number;
  turnover_x100: Big;
  status: WheelSpinStatus;
  seed_id: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  roll: number;
  created_at: CreatedAt;
  paid_at: MaybeMoment;
}

declare module '../../db/schema' {
  interface Database {
    wheel_setting: WheelSettingTable;
    wheel_board: WheelBoardTable;
    wheel_seed: WheelSeedTable;
    wheel_spin: WheelSpinTable;
  }
}
