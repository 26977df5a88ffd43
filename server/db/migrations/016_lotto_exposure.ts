import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The back office's lotto views (docs/lotto.md "Exposure"):
 * - a round's exposure (what the house would pay per number and bet type) is one aggregate over the
 *   round's bill items. 007 left items without any index by round (so settlement's updates stay HOT);
 *   this index reads only columns fixed at sale (round, bet type, number, amount, potential win,
 *   limited), so settlement still rewrites items in place, and the aggregate is an index-only scan
 *   already grouped in (bet_type, number) order. An index-only scan skips the heap only for pages the
 *   visibility map marks all-visible, which a fresh round's pages are not until a vacuum: autovacuum
 *   visits the table after every 100,000 inserted items (not after 20% of the whole table, the default,
 *   which on a table of many rounds would leave an open round's items unvacuumed; measured on a million
 *   items: about 4 s before the vacuum, under 2 s at load 13 after, bench/lotto-exposure.ts);
 * - `tried_at` on lotto_feed_fetch: when a source last asked about the round, and an index to find a
 *   source's latest try (the feed status view).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create index lotto_bill_item_exposure on lotto_bill_item (round_id, bet_type, number) include (amount, potential_win, limited);
    alter table lotto_bill_item set (autovacuum_vacuum_insert_threshold = 100000, autovacuum_vacuum_insert_scale_factor = 0);
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
    alter table lotto_bill_item reset (autovacuum_vacuum_insert_threshold, autovacuum_vacuum_insert_scale_factor);
    drop index lotto_bill_item_exposure
  `,
  );
}
