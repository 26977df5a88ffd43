import type { PollLayout, PollStatus } from '@contract/polls';
import type { PrizeKind } from '@contract/prizes';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 027's poll tables (module augmentation keeps schema.ts untouched). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** numeric: read back as text. */
type Numeric = ColumnType<string, number | string | undefined, number | string>;

export interface PollTable {
  id: Generated<number>;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  image: Maybe<string>;
  layout: ColumnType<PollLayout, PollLayout | undefined, PollLayout>;
  opens_at: Moment;
  closes_at: Moment;
  status: ColumnType<PollStatus, PollStatus | undefined, PollStatus>;
  prize_kind: PrizeKind;
  prize_units: number;
  prize_turnover_multiplier: Numeric;
  winners_limit: number;
  base_votes: number;
  deposit_step: number;
  turnover_step: number;
  max_votes: number;
  server_seed: string;
  seed_hash: string;
  winning_choice_id: Maybe<number>;
  correct_votes: Maybe<number>;
  closed_at: MaybeMoment;
  resolved_at: MaybeMoment;
  cancelled_at: MaybeMoment;
  cancel_reason: Maybe<string>;
  seed_key: Maybe<string>;
  created_by: Maybe<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface PollChoiceTable {
  id: Generated<number>;
  poll_id: number;
  position: number;
  label: string;
}

interface PollMemberTable {
  poll_id: number;
  member_id: number;
  used: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface PollVoteTable {
  id: Generated<number>;
  poll_id: number;
  choice_id: number;
  member_id: number;
  request_key: Maybe<string>;
  created_at: CreatedAt;
}

interface PollWinnerTable {
  id: Generated<number>;
  poll_id: number;
  member_id: number;
  vote_id: number;
  draw_position: number;
  draw_order: number;
  prize_kind: PrizeKind;
  prize_units: number;
  prize_turnover_multiplier: Numeric;
  transfer_id: Maybe<number>;
  requirement_id: Maybe<number>;
  paid_at: MaybeMoment;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    poll: PollTable;
    poll_choice: PollChoiceTable;
    poll_member: PollMemberTable;
    poll_vote: PollVoteTable;
    poll_winner: PollWinnerTable;
  }
}
