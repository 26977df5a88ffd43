import { Errors } from '@contract/errors';
import type { PollSubmitBody, PollSubmitData } from '@contract/polls';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { quotaOf } from './quota';
import { assertVotingOpen, pollOrFail } from './wire';

/**
 * POST /api/poll/submit (docs/engagement.md "Voting"): one vote row per submission, within the
 * open window and the member's remaining quota. The quota is worked out from the records first; then,
 * in one transaction, the poll row is read FOR SHARE (a resolve or cancel waits for the votes in
 * flight, and a vote after it sees the new status), the member's counter row for the poll is made
 * if missing and locked FOR UPDATE (two submits of one member and poll queue here), a request_key
 * already used answers its vote again, and the counter moves only while used < quota (a conditional
 * update): two submits at once with one vote left count one.
 */
export async function submitVote(
  db: Db,
  memberId: number,
  body: z.output<typeof PollSubmitBody>,
  now: Date = new Date(),
): Promise<PollSubmitData> {
  const poll = await pollOrFail(db, body.poll_id);
  const choice = await db
    .selectFrom('poll_choice')
    .select(['id', 'label'])
    .where('id', '=', body.choice_id)
    .where('poll_id', '=', poll.id)
    .executeTakeFirst();
  if (!choice) fail(Errors.POLL_CHOICE_NOT_FOUND);
  assertVotingOpen(poll, now);
  const quota = await quotaOf(db, poll, memberId);
  const key = body.request_key ?? null;

  return db.transaction().execute(async (trx) => {
    const p = await trx.selectFrom('poll').selectAll().where('id', '=', poll.id).forShare().executeTakeFirstOrThrow();
    assertVotingOpen(p, now);
    await trx
      .insertInto('poll_member')
      .values({ poll_id: p.id, member_id: memberId, used: 0 })
      .onConflict((oc) => oc.columns(['poll_id', 'member_id']).doNothing())
      .execute();
    const counter = await trx
      .selectFrom('poll_member')
      .select('used')
      .where('poll_id', '=', p.id)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (key !== null) {
      const before = await trx
        .selectFrom('poll_vote as v')
        .innerJoin('poll_choice as c', 'c.id', 'v.choice_id')
        .select(['v.id', 'v.choice_id', 'c.label', 'v.created_at'])
        .where('v.member_id', '=', memberId)
        .where('v.poll_id', '=', p.id)
        .where('v.request_key', '=', key)
        .executeTakeFirst();
      if (before) {
        if (before.choice_id !== choice.id) fail(Errors.IDEMPOTENCY_CONFLICT);
        return {
          vote: { id: before.id, choice_id: before.choice_id, label: before.label, created_at: before.created_at.toISOString(), won: null },
          used: counter.used,
          total: quota.total,
          remaining: Math.max(0, quota.total - counter.used),
          replayed: true,
        };
      }
    }
    const moved = await trx
      .updateTable('poll_member')
      .set({ used: sql`used + 1`, updated_at: now })
      .where('poll_id', '=', p.id)
      .where('member_id', '=', memberId)
      .where('used', '<', quota.total)
      .returning('used')
      .executeTakeFirst();
    if (!moved) fail(Errors.POLL_NO_VOTES_LEFT);
    const vote = await trx
      .insertInto('poll_vote')
      .values({ poll_id: p.id, choice_id: choice.id, member_id: memberId, request_key: key, created_at: now })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return {
      vote: { id: vote.id, choice_id: choice.id, label: choice.label, created_at: vote.created_at.toISOString(), won: null },
      used: moved.used,
      total: quota.total,
      remaining: Math.max(0, quota.total - moved.used),
      replayed: false,
    };
  });
}
