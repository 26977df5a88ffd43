import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Result sources that run by themselves (docs/lotto.md "Result sources"): one row per source and
 * round that came due without a result, holding that source's attempts, its next try (backoff) and a
 * short claim, so any number of nodes may run the jobs and one fetches a round at a time; the state
 * survives restarts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table lotto_feed_fetch (
      -- 'glo', 'json' or 'sandbox'
      source text not null,
      round_id bigint not null references lotto_round(id),
      -- the round's expected result time: the first try, and the day after it the last
      due_at timestamptz not null,
      attempts int not null default 0,
      next_at timestamptz not null,
      -- a node holds the row while it fetches; after this another may take it
      claimed_until timestamptz,
      outcome text check (outcome in ('applied', 'same', 'pending', 'held', 'cancelled', 'skipped', 'gave_up')),
      entry_id bigint references lotto_result_entry(id),
      last_error text,
      done_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (source, round_id),
      check ((done_at is null) = (outcome is null))
    );
    create index lotto_feed_fetch_waiting on lotto_feed_fetch (source, next_at) where done_at is null
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'drop table lotto_feed_fetch');
}
