import { Errors } from '@contract/errors';
import { buddhistDate, CANCEL_BEFORE_CLOSE_MINUTES, type LottoRound, ROUND_STATUS_NAMES, thaiDrawDate } from '@contract/lotto';
import { RESULT_PENDING_NAME } from '@contract/lotto-corrections';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { atBangkok } from './dates';
import { toWireResult } from './results';
import { roundTitle } from './schedule';
import type { CategoryRow, RoundRow } from './tables';
import './tables';

type Conn = Kysely<Database>;

/** A round with the category fields its views need. */
export type RoundWithCategory = RoundRow & {
  category_code: string;
  category_name: string;
  category_group: CategoryRow['category_group'];
  result_kind: CategoryRow['result_kind'];
  result_minute: number;
};

export function roundsQuery(db: Conn) {
  return db
    .selectFrom('lotto_round as r')
    .innerJoin('lotto_category as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .select(['c.code as category_code', 'c.name as category_name', 'c.category_group', 'c.result_kind', 'c.result_minute']);
}

export async function findRound(db: Conn, roundId: number): Promise<RoundWithCategory | undefined> {
  return roundsQuery(db).where('r.id', '=', roundId).executeTakeFirst();
}

export async function roundOrFail(db: Conn, roundId: number): Promise<RoundWithCategory> {
  const r = await findRound(db, roundId);
  if (!r) fail(Errors.NOT_FOUND, undefined, 'ไม่พบงวดหวยนี้');
  return r;
}

/** Bets are taken now: the round is open and now lies between its opening and its close. */
export function isOpenAt(r: Pick<RoundRow, 'status' | 'opens_at' | 'closes_at'>, now: Date): boolean {
  return r.status === 'open' && r.opens_at.getTime() <= now.getTime() && now.getTime() < r.closes_at.getTime();
}

export function cancelUntil(r: Pick<RoundRow, 'closes_at'>): Date {
  return new Date(r.closes_at.getTime() - CANCEL_BEFORE_CLOSE_MINUTES * 60_000);
}

/**
 * When a round's result is expected: the category's result time on the draw date (never before the
 * close); a Yeekee round at its close. Members see it; the result sources start asking then.
 */
export function resultExpectedAt(r: Pick<RoundWithCategory, 'round_no' | 'draw_date' | 'result_minute' | 'closes_at'>): Date {
  const expected = r.round_no === null ? atBangkok(r.draw_date, r.result_minute) : r.closes_at;
  return expected.getTime() < r.closes_at.getTime() ? r.closes_at : expected;
}

export function roundView(r: RoundWithCategory, now: Date): LottoRound {
  return {
    id: r.id,
    category_id: r.category_id,
    category_code: r.category_code,
    category_name: r.category_name,
    group: r.category_group,
    title: roundTitle(r.draw_date, r.round_no),
    draw_key: r.draw_key,
    draw_date: r.draw_date,
    draw_date_be: buddhistDate(r.draw_date),
    draw_date_th: thaiDrawDate(r.draw_date),
    round_no: r.round_no,
    opens_at: r.opens_at.toISOString(),
    closes_at: r.closes_at.toISOString(),
    result_expected_at: resultExpectedAt(r).toISOString(),
    cancel_until: cancelUntil(r).toISOString(),
    status: r.status,
    status_name: r.result_pending && (r.status === 'open' || r.status === 'closed') ? RESULT_PENDING_NAME : ROUND_STATUS_NAMES[r.status],
    is_open: isOpenAt(r, now),
    seconds_to_close: Math.max(0, Math.floor((r.closes_at.getTime() - now.getTime()) / 1000)),
    result: r.result ? toWireResult(r.result, r.result_sandbox) : null,
    cancel_reason: r.cancel_reason,
  };
}
