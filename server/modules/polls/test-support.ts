import { randomUUID } from 'node:crypto';
import type { AdminPollCreateBody } from '@contract/admin-polls';
import { expectOk, get, post, type TestContext } from '../../test';
import { recordTurnover } from '../ledger';

/** Polls' own fixtures: polls made through the operators' route, votes, stakes. */

const HOUR = 3_600_000;

/** A poll made by an operator (support token): open an hour ago, closing in a day, unless told. */
export async function makePoll(t: TestContext, opToken: string, over: Partial<AdminPollCreateBody> = {}) {
  const now = Date.now();
  const body: AdminPollCreateBody = {
    title: 'ทายผลบอลคู่ทดสอบ',
    description: 'โพลทดสอบ',
    choices: ['เจ้าบ้านชนะ', 'เสมอ', 'ทีมเยือนชนะ'],
    opens_at: new Date(now - HOUR).toISOString(),
    closes_at: new Date(now + 24 * HOUR).toISOString(),
    prize: { kind: 'points', amount: 100 },
    winners_limit: 0,
    base_votes: 1,
    deposit_step: 0,
    turnover_step: 0,
    max_votes: 5,
    ...over,
  };
  return expectOk<{ id: number; seed_hash: string; choices: { id: number; label: string }[] }>(
    await post(t, '/api/admin/polls', body, opToken),
  );
}

export const vote = (t: TestContext, token: string, pollId: number, choiceId: number, requestKey?: string) =>
  post(t, '/api/poll/submit', { poll_id: pollId, choice_id: choiceId, ...(requestKey ? { request_key: requestKey } : {}) }, token);

export const quota = async (t: TestContext, token: string, pollId: number) =>
  expectOk<{ total: number; used: number; remaining: number; how_to_earn: string; from_deposit: number; from_turnover: number }>(
    await get(t, `/api/poll/quota/get?poll_id=${pollId}`, token),
  );

/** A stake recorded against the member's turnover now (satang). */
export async function stake(t: TestContext, memberId: number, satang: number) {
  await recordTurnover(t.handle.db, {
    key: `poll-test:${randomUUID()}`,
    memberId,
    product: 'slot',
    stake: satang,
    payout: 0,
    at: new Date(),
  });
}

/** Rows of a table for a poll. */
export async function voteCount(t: TestContext, pollId: number): Promise<number> {
  const r = await t.handle.db
    .selectFrom('poll_vote')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('poll_id', '=', pollId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Moves a poll's window into the past (the votes are over) straight in the database. */
export async function endWindow(t: TestContext, pollId: number) {
  const past = new Date(Date.now() - 1000);
  await t.handle.db
    .updateTable('poll')
    .set({ closes_at: past, opens_at: new Date(past.getTime() - HOUR) })
    .where('id', '=', pollId)
    .execute();
}
