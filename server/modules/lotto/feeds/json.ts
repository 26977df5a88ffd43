import { Errors } from '@contract/errors';
import { LottoFeedDocument } from '@contract/lotto-feed';
import { fail } from '../../../lib/reply';
import type { FeedDraw } from './feed';

/**
 * The JSON results format (contract/lotto-feed.ts) as fetched from LOTTO_FEED_URL: every result it
 * lists, validated, or LOTTO_FEED_UNREADABLE naming the first thing wrong (nothing of a bad document
 * is used).
 */
export function parseJsonFeed(payload: string): FeedDraw[] {
  let doc: unknown;
  try {
    doc = JSON.parse(payload);
  } catch {
    return fail(Errors.LOTTO_FEED_UNREADABLE, undefined, `${Errors.LOTTO_FEED_UNREADABLE.message} (JSON ไม่สมบูรณ์)`);
  }
  const parsed = LottoFeedDocument.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      Errors.LOTTO_FEED_UNREADABLE,
      undefined,
      `${Errors.LOTTO_FEED_UNREADABLE.message} (${issue.path.join('.')}: ${issue.message})`,
    );
  }
  return parsed.data.results.map((r) => ({ category_code: r.category, draw_date: r.draw_date, result: r.result }));
}
