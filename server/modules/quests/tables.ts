import type { PrizeKind } from '@contract/prizes';
import type { QuestKind, QuestPeriod } from '@contract/quests';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 026 (module augmentation keeps schema.ts untouched). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Optional<T> = ColumnType<T, T | undefined, T>;
type NullableMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric(6,2): text from both engines. */
type Multiplier = ColumnType<string, number | string | undefined, number | string>;

export interface QuestTable {
  id: Generated<number>;
  title: string;
  description: Optional<string>;
  kind: QuestKind;
  product: ColumnType<string | null, string | null | undefined, string | null>;
  /** Satang for deposit and stake, otherwise a count. */
  target: number;
  period: QuestPeriod;
  event_id: ColumnType<number | null, number | null | undefined, number | null>;
  starts_at: NullableMoment;
  ends_at: NullableMoment;
  prize_kind: PrizeKind;
  prize_units: number;
  turnover_multiplier: Multiplier;
  min_vip_level: Optional<number>;
  active: Optional<boolean>;
  sort: Optional<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface QuestCompletionTable {
  id: Generated<number>;
  member_id: number;
  quest_id: number;
  period_key: string;
  progress: number;
  prize_kind: PrizeKind;
  prize_units: number;
  turnover_multiplier: Multiplier;
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
  transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  requirement_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    quest: QuestTable;
    quest_completion: QuestCompletionTable;
  }
}
