import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { categories } from './catalog';
import { refundRound } from './refunds';
import { type Override, upcomingRounds } from './schedule';
import { settleRound } from './settlement';
import './tables';
import { resolveYeekee } from './yeekee';

type Conn = Kysely<Database>;

/**
 * The scheduled state transitions of lotto (server/jobs runs them on an interval). Each is idempotent
 * and conditional (`insert ... on conflict do nothing`, `update ... where status = 'open'`), so any
 * number of processes may run them at the same moment; tests call them with an injected clock.
 */

/** Creates the rounds every category should have by now (unique per category and draw key). */
export async function createRoundsAhead(db: Conn, now: Date): Promise<number> {
  const cats = await categories(db);
  const rows = await db.selectFrom('lotto_schedule_override').selectAll().execute();
  let created = 0;
  for (const c of cats) {
    const overrides = new Map<string, Override>(rows.filter((o) => o.category_id === c.id).map((o) => [o.scheduled_date, o]));
    const wanted = upcomingRounds(c, now, overrides);
    if (wanted.length === 0) continue;
    const inserted = await db
      .insertInto('lotto_round')
      .values(
        wanted.map((w) => ({
          category_id: c.id,
          draw_key: w.draw_key,
          draw_date: w.draw_date,
          round_no: w.round_no,
          opens_at: w.opens_at,
          closes_at: w.closes_at,
        })),
      )
      .onConflict((oc) => oc.columns(['category_id', 'draw_key']).doNothing())
      .returning('id')
      .execute();
    created += inserted.length;
  }
  return created;
}

/** open -> closed for every round whose close has passed. Answers the ids this call closed. */
export async function closeDueRounds(db: Conn, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('lotto_round')
    .set({ status: 'closed', closed_at: now })
    .where('status', '=', 'open')
    .where('closes_at', '<=', now)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Closed Yeekee rounds get their result from the shots (or are cancelled for too few). */
export async function resolveClosedYeekee(db: Conn, now: Date): Promise<number> {
  const rows = await sql<{ id: number }>`
    select r.id from lotto_round r join lotto_category c on c.id = r.category_id
     where r.status = 'closed' and c.result_kind = 'yeekee' order by r.id`.execute(db);
  let done = 0;
  for (const r of rows.rows) if (await resolveYeekee(db, r.id, now)) done += 1;
  return done;
}

/** Resulted rounds not yet settled are settled; cancelled ones not yet refunded are refunded. */
export async function settleDecidedRounds(db: Conn, now: Date): Promise<{ paid: number; refunded: number }> {
  const rows = await db
    .selectFrom('lotto_round')
    .select(['id', 'status'])
    .where('settled_at', 'is', null)
    .where('status', 'in', ['resulted', 'cancelled'])
    .orderBy('id')
    .execute();
  let paid = 0;
  let refunded = 0;
  for (const r of rows) {
    if (r.status === 'resulted') paid += await settleRound(db, r.id, now);
    else refunded += await refundRound(db, r.id, now);
  }
  return { paid, refunded };
}

/** One pass of every transition, in the order a round lives them. */
export async function runLottoCycle(db: Conn, now: Date) {
  const created = await createRoundsAhead(db, now);
  const closed = (await closeDueRounds(db, now)).length;
  const yeekee = await resolveClosedYeekee(db, now);
  const settled = await settleDecidedRounds(db, now);
  return { created, closed, yeekee, ...settled };
}
