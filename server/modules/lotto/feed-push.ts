import { Errors } from '@contract/errors';
import type { LottoFeedResult } from '@contract/lotto-feed';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, fail } from '../../lib/reply';
import { type ResultOrigin, submitResult } from './result-entries';
import { resultFor } from './results';
import { roundsQuery } from './rounds';
import './tables';

type Conn = Kysely<Database>;

const PUSHED: ResultOrigin = { kind: 'feed', feed: 'push' };

/**
 * Results pushed by a provider (the signed webhook): each is matched to its round by category code and
 * draw date and entered through `submitResult`, as the fetching jobs enter theirs. One result's
 * refusal (no such round, not closed yet, a form its category does not take, the round cancelled)
 * does not stop the others; each answers what became of it. Settlement is the settle job's.
 */
export async function enterPushedResults(db: Conn, results: LottoFeedResult[], now: Date) {
  const items = [];
  for (const r of results) {
    let roundId: number | null = null;
    try {
      const round = await roundsQuery(db)
        .where('c.code', '=', r.category)
        .where('c.result_kind', '<>', 'yeekee')
        .where('r.draw_date', '=', r.draw_date)
        .where('r.status', 'in', ['open', 'closed', 'resulted'])
        .orderBy('r.id')
        .executeTakeFirst();
      if (!round) fail(Errors.LOTTO_FEED_NO_ROUND, undefined, `${Errors.LOTTO_FEED_NO_ROUND.message} (${r.category} ${r.draw_date})`);
      roundId = round.id;
      const { outcome } = await submitResult(db, round.id, resultFor(round.result_kind, r.result), PUSHED, now);
      items.push({ category: r.category, draw_date: r.draw_date, round_id: roundId, outcome, message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      items.push({ category: r.category, draw_date: r.draw_date, round_id: roundId, outcome: 'rejected' as const, message: err.message });
    }
  }
  return { items };
}
