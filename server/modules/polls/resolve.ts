import { Errors } from '@contract/errors';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { grantPrize } from '../prizes';
import { drawnByLot, drawPositions } from './draw';

/**
 * Resolution, payment, closing and cancelling (docs/engagement.md "Resolution").
 *
 * Resolve, in one transaction: the poll row locked FOR UPDATE (votes in flight hold it FOR SHARE, so
 * they finish first and later ones see the new status); a poll resolved already answers `already`
 * (the same choice) or POLL_ALREADY_RESOLVED (another); otherwise the correct votes ordered by id give
 * the winners (all, or winners_limit by the provably fair draw), written as poll_winner rows (unique
 * per vote), the poll becomes resolved and the seed is revealed. After the commit the winners are
 * paid in batches, each its own transaction, each winner once through grantPrize on the key
 * `poll:<poll id>:<winner id>` (a winner row is marked paid in the transaction that pays it). A
 * retried resolve (or `payUnpaidPollWinners`, for a job) pays what a crash left unpaid, nothing more.
 */

const INSERT_CHUNK = 1_000;
export const PAY_BATCH = 200;

export type Resolved = { already: boolean; winners: number; paid: number };

export async function resolvePoll(db: Db, operatorId: number, pollId: number, choiceId: number, now: Date = new Date()): Promise<Resolved> {
  const already = await db.transaction().execute(async (trx) => {
    const p = await trx.selectFrom('poll').selectAll().where('id', '=', pollId).forUpdate().executeTakeFirst();
    if (!p) fail(Errors.POLL_NOT_FOUND);
    if (p.status === 'cancelled') fail(Errors.POLL_CANCELLED);
    if (p.status === 'resolved') {
      if (p.winning_choice_id !== choiceId) fail(Errors.POLL_ALREADY_RESOLVED);
      return true;
    }
    const choice = await trx
      .selectFrom('poll_choice')
      .select('label')
      .where('id', '=', choiceId)
      .where('poll_id', '=', p.id)
      .executeTakeFirst();
    if (!choice) fail(Errors.POLL_CHOICE_NOT_FOUND);
    if (p.status === 'open' && now.getTime() < p.closes_at.getTime()) fail(Errors.POLL_STILL_OPEN);

    const votes = await trx
      .selectFrom('poll_vote')
      .select(['id', 'member_id'])
      .where('poll_id', '=', p.id)
      .where('choice_id', '=', choiceId)
      .orderBy('id')
      .execute();
    const positions = drawPositions(p.server_seed, p.id, votes.length, p.winners_limit);
    const rows = positions.map((position, order) => ({
      poll_id: p.id,
      member_id: votes[position].member_id,
      vote_id: votes[position].id,
      draw_position: position,
      draw_order: order,
      prize_kind: p.prize_kind,
      prize_units: p.prize_units,
      prize_turnover_multiplier: p.prize_turnover_multiplier,
    }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await trx
        .insertInto('poll_winner')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    await trx
      .updateTable('poll')
      .set({
        status: 'resolved',
        winning_choice_id: choiceId,
        correct_votes: votes.length,
        resolved_at: now,
        closed_at: p.closed_at ?? now,
        updated_at: now,
      })
      .where('id', '=', p.id)
      .execute();
    await recordAudit(trx, operatorId, 'poll.resolve', `poll:${p.id}`, {
      choice_id: choiceId,
      label: choice.label,
      correct_votes: votes.length,
      winners: rows.length,
      by_lot: drawnByLot(votes.length, p.winners_limit),
      server_seed: p.server_seed,
    });
    return false;
  });
  await payPollWinners(db, pollId, now);
  const counts = await db
    .selectFrom('poll_winner')
    .select([sql<number>`count(*)::int`.as('winners'), sql<number>`count(paid_at)::int`.as('paid')])
    .where('poll_id', '=', pollId)
    .executeTakeFirstOrThrow();
  return { already, winners: Number(counts.winners), paid: Number(counts.paid) };
}

/**
 * Pays a resolved poll's unpaid winners in batches of PAY_BATCH, each batch one transaction: the
 * rows locked FOR UPDATE (another payer waits and then skips the rows paid meanwhile), each prize
 * granted once on its key, the row marked paid. Answers how many this call paid.
 */
export async function payPollWinners(db: Db, pollId: number, now: Date = new Date()): Promise<number> {
  const poll = await db.selectFrom('poll').select(['id', 'title', 'status']).where('id', '=', pollId).executeTakeFirst();
  if (poll?.status !== 'resolved') return 0;
  let paid = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const batch = await trx
        .selectFrom('poll_winner')
        .select(['id', 'member_id', 'prize_kind', 'prize_units', 'prize_turnover_multiplier'])
        .where('poll_id', '=', pollId)
        .where('paid_at', 'is', null)
        .orderBy('id')
        .limit(PAY_BATCH)
        .forUpdate()
        .execute();
      for (const w of batch) {
        const g = await grantPrize(
          trx,
          {
            memberId: w.member_id,
            key: `poll:${pollId}:${w.id}`,
            kind: w.prize_kind,
            units: w.prize_units,
            turnoverMultiplier: Number(w.prize_turnover_multiplier),
            source: 'poll',
            sourceId: `${pollId}:${w.id}`,
            title: `โพลทายผล ${poll.title}`,
            statementText: `รางวัลโพลทายผล ${poll.title}`,
            metadata: { poll_id: pollId, winner_id: w.id },
          },
          now,
        );
        await trx
          .updateTable('poll_winner')
          .set({ paid_at: now, transfer_id: g.transferId, requirement_id: g.requirementId })
          .where('id', '=', w.id)
          .execute();
      }
      return batch.length;
    });
    paid += n;
    if (n < PAY_BATCH) return paid;
  }
}

/** Every resolved poll's unpaid winners (a job may call it; a resolve pays its own at once). */
export async function payUnpaidPollWinners(db: Db, now: Date = new Date()): Promise<number> {
  const polls = await db.selectFrom('poll_winner').select('poll_id').where('paid_at', 'is', null).groupBy('poll_id').execute();
  let paid = 0;
  for (const p of polls) paid += await payPollWinners(db, p.poll_id, now);
  return paid;
}

/** POST /api/admin/polls/:id/close: an open poll stops taking votes now (audited poll.close). */
export async function closePoll(db: Db, operatorId: number, pollId: number, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const p = await trx.selectFrom('poll').select(['id', 'status', 'closes_at']).where('id', '=', pollId).forUpdate().executeTakeFirst();
    if (!p) fail(Errors.POLL_NOT_FOUND);
    if (p.status === 'resolved') fail(Errors.POLL_ALREADY_RESOLVED);
    if (p.status === 'cancelled') fail(Errors.POLL_CANCELLED);
    if (p.status === 'closed') fail(Errors.POLL_CLOSED);
    // Closing early moves the closing time to now; a poll past its window keeps its own.
    const closesAt = p.closes_at.getTime() > now.getTime() ? now : p.closes_at;
    await trx
      .updateTable('poll')
      .set({ status: 'closed', closed_at: now, closes_at: closesAt, updated_at: now })
      .where('id', '=', p.id)
      .execute();
    await recordAudit(trx, operatorId, 'poll.close', `poll:${p.id}`, { closes_at: closesAt.toISOString() });
  });
}

/** POST /api/admin/polls/:id/cancel: open or closed -> cancelled, nothing paid, the seed revealed (audited poll.cancel). */
export async function cancelPoll(db: Db, operatorId: number, pollId: number, reason: string, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const p = await trx.selectFrom('poll').select(['id', 'status']).where('id', '=', pollId).forUpdate().executeTakeFirst();
    if (!p) fail(Errors.POLL_NOT_FOUND);
    if (p.status === 'resolved') fail(Errors.POLL_ALREADY_RESOLVED);
    if (p.status === 'cancelled') fail(Errors.POLL_CANCELLED);
    await trx
      .updateTable('poll')
      .set({
        status: 'cancelled',
        cancelled_at: now,
        cancel_reason: reason,
        closed_at: sql`coalesce(closed_at, ${now}::timestamptz)`,
        updated_at: now,
      })
      .where('id', '=', p.id)
      .execute();
    await recordAudit(trx, operatorId, 'poll.cancel', `poll:${p.id}`, { reason });
  });
}
