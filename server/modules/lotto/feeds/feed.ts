import type { ResultInput } from '../results';

/**
 * A result feed turns a published result into the result of one draw. Each feed reads one source's
 * format; `parse` throws LOTTO_FEED_UNREADABLE (with what was wrong) rather than guess.
 */
export type GovernmentDraw = {
  /** The category the result belongs to ('gov'). */
  category_code: string;
  /** The date of the draw, Gregorian 'YYYY-MM-DD'. */
  draw_date: string;
  result: { kind: 'government'; first_prize: string; front3: string[]; back3: string[]; bottom2: string };
};

/** One published result of any category, in one of the forms `resultFor` turns into 3 top and 2 bottom. */
export type FeedDraw = {
  category_code: string;
  draw_date: string;
  result: ResultInput;
};

export interface ResultFeed {
  name: string;
  parse(payload: string): GovernmentDraw;
}
