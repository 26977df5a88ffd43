import type { BetType, BillStatus, CategoryGroup, ResultKind, RoundStatus } from '@contract/lotto';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Kysely types of the lotto tables (migration 005_lotto), added to Database by augmentation. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type ScheduleKind = 'monthly' | 'weekly' | 'yeekee';

interface LottoCategoryTable {
  id: number;
  code: string;
  name: string;
  category_group: CategoryGroup;
  result_kind: ResultKind;
  schedule_kind: ScheduleKind;
  schedule_days: number[];
  close_minute: number;
  result_minute: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  /** Yeekee: the house shoots a short round up to 20 shots (migration 036_lotto_house_shots). */
  house_shots: ColumnType<boolean, boolean | undefined, boolean>;
}

interface LottoRateTable {
  category_id: number;
  bet_type: BetType;
  /** Baht paid per 1 baht staked, x100. */
  rate: number;
  min_bet: number;
  max_bet: number;
  max_per_number: number | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

interface LottoScheduleOverrideTable {
  id: Generated<number>;
  category_id: number;
  scheduled_date: string;
  draw_date: string | null;
  close_minute: number | null;
  note: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** A round's result as stored: the numbers every bet type is judged against, plus what they came from. */
export type StoredResult = {
  top3: string;
  bottom2: string;
  front3: string[];
  back3: string[];
  first_prize: string | null;
  yeekee_number: string | null;
  /** What the operator or the feed gave (kept for the audit trail). */
  source: Record<string, unknown>;
};

export type YeekeeProofRow = {
  shot_count: number;
  sum: number | null;
  subtracted: { seq: number; number: string } | null;
  number: string | null;
  sha256: string;
};

interface LottoRoundTable {
  id: Generated<number>;
  category_id: number;
  draw_key: string;
  draw_date: string;
  round_no: number | null;
  opens_at: ColumnType<Date, Date, Date>;
  closes_at: ColumnType<Date, Date, Date>;
  status: ColumnType<RoundStatus, RoundStatus | undefined, RoundStatus>;
  result: Json<StoredResult | null>;
  proof: Json<YeekeeProofRow | null>;
  result_source: string | null;
  cancel_reason: string | null;
  created_at: CreatedAt;
  closed_at: Date | null;
  resulted_at: Date | null;
  cancelled_at: Date | null;
  settled_at: Date | null;
  /** Resulted by the sandbox source (random numbers, never in production). */
  result_sandbox: ColumnType<boolean, boolean | undefined, boolean>;
  /** A hand-entered first result waits for a second operator (migration 011): "รอตรวจสอบผล". */
  result_pending: ColumnType<boolean, boolean | undefined, boolean>;
}

export type ResultPurpose = 'result' | 'correction';
export type ResultEntryStatus = 'pending' | 'applied' | 'held' | 'rejected' | 'superseded';

/** Every result a round was given (migration 010): by an operator, a feed or the sandbox. */
interface LottoResultEntryTable {
  id: Generated<number>;
  round_id: number;
  purpose: ResultPurpose;
  /** 'operator', 'feed:<name>' or 'sandbox'. */
  origin: string;
  operator_id: number | null;
  result: Json<StoredResult>;
  status: ResultEntryStatus;
  note: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export type LimitedMode = 'closed' | 'reduced';

interface LottoLimitedNumberTable {
  round_id: number;
  bet_type: BetType;
  number: string;
  mode: LimitedMode;
  pay_percent: number | null;
  max_amount: number | null;
}

interface LottoNumberTotalTable {
  round_id: number;
  bet_type: BetType;
  number: string;
  sold: ColumnType<number, number | undefined, number>;
  cap: number | null;
}

interface LottoBillTable {
  id: Generated<number>;
  member_id: number;
  round_id: number;
  status: ColumnType<BillStatus, BillStatus | undefined, BillStatus>;
  total_amount: number;
  total_win: ColumnType<number, number | undefined, number>;
  item_count: number;
  client_key: string | null;
  transfer_id: number | null;
  refund_transfer_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  cancelled_at: Date | null;
  settled_at: Date | null;
}

interface LottoBillItemTable {
  id: Generated<number>;
  bill_id: number;
  round_id: number;
  bet_type: BetType;
  number: string;
  amount: number;
  rate: number;
  potential_win: number;
  limited: 'reduced' | null;
  status: ColumnType<BillStatus, BillStatus | undefined, BillStatus>;
  payout: ColumnType<number, number | undefined, number>;
  paid_transfer_id: number | null;
}

interface LottoYeekeeShotTable {
  id: Generated<number>;
  round_id: number;
  /** null: a house shot (docs/lotto.md "Yeekee"). */
  member_id: number | null;
  number: string;
  created_at: ColumnType<Date, Date, never>;
}

interface LottoYeekeeShooterTable {
  round_id: number;
  member_id: number;
  last_shot_at: Date;
  shots: ColumnType<number, number | undefined, number>;
}

declare module '../../db/schema' {
  interface Database {
    lotto_category: LottoCategoryTable;
    lotto_rate: LottoRateTable;
    lotto_schedule_override: LottoScheduleOverrideTable;
    lotto_round: LottoRoundTable;
    lotto_limited_number: LottoLimitedNumberTable;
    lotto_number_total: LottoNumberTotalTable;
    lotto_bill: LottoBillTable;
    lotto_bill_item: LottoBillItemTable;
    lotto_yeekee_shot: LottoYeekeeShotTable;
    lotto_yeekee_shooter: LottoYeekeeShooterTable;
    lotto_result_entry: LottoResultEntryTable;
  }
}

export type CategoryRow = Selectable<LottoCategoryTable>;
export type RateRow = Selectable<LottoRateTable>;
export type RoundRow = Selectable<LottoRoundTable>;
export type BillRow = Selectable<LottoBillTable>;
export type BillItemRow = Selectable<LottoBillItemTable>;
export type ResultEntryRow = Selectable<LottoResultEntryTable>;
