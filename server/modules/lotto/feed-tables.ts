import type { ColumnType, Selectable } from 'kysely';

/** Kysely type of lotto_feed_fetch (migration 012_lotto_feeds), added to Database by augmentation. */

export type FetchOutcome = 'applied' | 'same' | 'pending' | 'held' | 'cancelled' | 'skipped' | 'gave_up';

interface LottoFeedFetchTable {
  source: string;
  round_id: number;
  due_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  next_at: Date;
  claimed_until: Date | null;
  outcome: FetchOutcome | null;
  entry_id: number | null;
  last_error: string | null;
  done_at: Date | null;
  /** When a node last asked the source about this round (migration 016). */
  tried_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/schema' {
  interface Database {
    lotto_feed_fetch: LottoFeedFetchTable;
  }
}

export type FeedFetchRow = Selectable<LottoFeedFetchTable>;
