import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 029's free-spin tables (module augmentation keeps schema.ts untouched). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string, string>;

interface FreeSpinSettingTable {
  id: ColumnType<number, number | undefined, never>;
  enabled: boolean;
  /** Satang per free spin. */
  bet: number;
  game_ids: string[];
  /** numeric(6,2): read back as text. */
  turnover_multiplier: ColumnType<string, string | number, string | number>;
  requirement_days: number;
  /** Satang; null = no cap. */
  max_win: number | null;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FreeSpinRoundTable {
  id: Generated<number>;
  member_id: number;
  request_key: string;
  game_id: string;
  seed_pair_id: number;
  nonce: number;
  input: Json;
  outcome: Json;
  /** Satang: the fixed bet, the engine's win, what was credited. */
  bet: number;
  win: number;
  paid: number;
  turnover_required: ColumnType<number, number | undefined, number>;
  use_transfer_id: number;
  win_transfer_id: number | null;
  requirement_id: number | null;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    free_spin_setting: FreeSpinSettingTable;
    free_spin_round: FreeSpinRoundTable;
  }
}
