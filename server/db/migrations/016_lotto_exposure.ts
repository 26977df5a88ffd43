import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The back office's lotto views (docs/lotto.md "Exposure"):
 * - a round's exposure (what the house would pay per number and bet type) is one aggregate over the
 *   round's bill items. 007 left items without any index by round (so settlement's updates stay HOT);
 *   this index reads only columns fixed at sale (round, bet type, number, amount, potential win,
 *   limited), so settlement still rewrites items in place, and the aggregate is an index-only scan
 *   already grouped in (bet_type, number) order;
 * - `tried_at` on lotto_feed_fetch: when a source last asked about the round, and an index to find a
 *   source's latest try (the feed status view).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create index lotto_bill_item_exposure on lotto_bill_item (round_id, bet_type, number) include (amount, potential_win, limited);
    alter table lotto_feed_fetch add column tried_at timestamptz;
    create index lotto_feed_fetch_tried on lotto_feed_fetch (source, tried_at desc nulls last)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop index lotto_feed_fetch_tried;
    alter table lotto_feed_fetch drop column tried_at;
    drop index lotto_bill_item_exposure
  `,
  );
}
