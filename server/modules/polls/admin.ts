import type {
  AdminPoll,
  AdminPollCreateBody,
  AdminPollListQuery,
  AdminPollPage,
  AdminPollReportData,
  AdminPollUpdateBody,
  AdminPollVotesData,
  AdminPollVotesQuery,
} from '@contract/admin-polls';
import { POLL_FIELDS_AFTER_VOTES } from '@contract/admin-polls';
import { Errors } from '@contract/errors';
import { bahtToSatang } from '@contract/money';
import { prizeUnits, prizeView } from '@contract/prizes';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { newPollSeed } from './draw';
import { choiceCounts } from './member';
import { choicesOf, invalid, type PollRow, pollOrFail, pollPrize, revealedSeed, shownStatus, statusName } from './wire';

/** The back office's polls (docs/engagement.md "Operators"). Every write audited. */

type CreateInput = z.output<typeof AdminPollCreateBody>;

/** The columns of a create or an edit (stored units). */
function columnsOf(b: Partial<CreateInput>) {
  return {
    ...(b.title !== undefined ? { title: b.title } : {}),
    ...(b.description !== undefined ? { description: b.description } : {}),
    ...(b.image !== undefined ? { image: b.image === '' ? null : b.image } : {}),
    ...(b.layout !== undefined ? { layout: b.layout } : {}),
    ...(b.opens_at !== undefined ? { opens_at: new Date(b.opens_at) } : {}),
    ...(b.closes_at !== undefined ? { closes_at: new Date(b.closes_at) } : {}),
    ...(b.prize !== undefined
      ? {
          prize_kind: b.prize.kind,
          prize_units: prizeUnits(b.prize.kind, b.prize.amount),
          prize_turnover_multiplier: b.prize.kind === 'credit' ? b.prize.turnover_multiplier : 0,
        }
      : {}),
    ...(b.winners_limit !== undefined ? { winners_limit: b.winners_limit } : {}),
    ...(b.base_votes !== undefined ? { base_votes: b.base_votes } : {}),
    ...(b.deposit_step !== undefined ? { deposit_step: bahtToSatang(b.deposit_step) } : {}),
    ...(b.turnover_step !== undefined ? { turnover_step: bahtToSatang(b.turnover_step) } : {}),
    ...(b.max_votes !== undefined ? { max_votes: b.max_votes } : {}),
  };
}

/** Creates a poll with its choices and a fresh seed (inside the caller's transaction). */
export async function insertPoll(trx: Db, b: CreateInput, createdBy: number | null, seedKey: string | null = null): Promise<number | null> {
  const { seed, hash } = newPollSeed();
  const row = await trx
    .insertInto('poll')
    .values({
      title: b.title,
      description: b.description,
      image: b.image || null,
      layout: b.layout,
      opens_at: new Date(b.opens_at),
      closes_at: new Date(b.closes_at),
      prize_kind: b.prize.kind,
      prize_units: prizeUnits(b.prize.kind, b.prize.amount),
      prize_turnover_multiplier: b.prize.kind === 'credit' ? b.prize.turnover_multiplier : 0,
      winners_limit: b.winners_limit,
      base_votes: b.base_votes,
      deposit_step: bahtToSatang(b.deposit_step),
      turnover_step: bahtToSatang(b.turnover_step),
      max_votes: b.max_votes,
      server_seed: seed,
      seed_hash: hash,
      seed_key: seedKey,
      created_by: createdBy,
    })
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await trx
    .insertInto('poll_choice')
    .values(b.choices.map((label, i) => ({ poll_id: row.id, position: i + 1, label })))
    .execute();
  return row.id;
}

/** POST /api/admin/polls (audited poll.create). */
export async function createPoll(db: Db, operatorId: number, b: CreateInput, now: Date = new Date()): Promise<AdminPoll> {
  const id = await db.transaction().execute(async (trx) => {
    const id = (await insertPoll(trx, b, operatorId)) as number;
    await recordAudit(trx, operatorId, 'poll.create', `poll:${id}`, { ...b });
    return id;
  });
  return adminPoll(db, id, now);
}

/**
 * PUT /api/admin/polls/:id (audited poll.update with before and after): before the first vote every
 * field (choices replaced whole); after it only title, description and closes_at (POLL_HAS_VOTES).
 * A resolved or cancelled poll does not change.
 */
export async function updatePoll(
  db: Db,
  operatorId: number,
  id: number,
  b: z.output<typeof AdminPollUpdateBody>,
  now: Date = new Date(),
): Promise<AdminPoll> {
  await db.transaction().execute(async (trx) => {
    const p = await trx.selectFrom('poll').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!p) fail(Errors.POLL_NOT_FOUND);
    if (p.status === 'resolved') fail(Errors.POLL_ALREADY_RESOLVED);
    if (p.status === 'cancelled') fail(Errors.POLL_CANCELLED);
    const voted = await trx.selectFrom('poll_vote').select('id').where('poll_id', '=', id).limit(1).executeTakeFirst();
    const given = Object.entries(b)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k);
    if (voted && given.some((k) => !(POLL_FIELDS_AFTER_VOTES as readonly string[]).includes(k))) fail(Errors.POLL_HAS_VOTES);
    const cols = columnsOf(b);
    const opens = cols.opens_at ?? p.opens_at;
    const closes = cols.closes_at ?? p.closes_at;
    if (closes.getTime() <= opens.getTime()) invalid('closes_at', 'เวลาปิดโหวตต้องอยู่หลังเวลาเปิดโหวต');
    if ((cols.max_votes ?? p.max_votes) < (cols.base_votes ?? p.base_votes)) invalid('max_votes', 'สิทธิ์โหวตสูงสุดต้องไม่น้อยกว่าสิทธิ์พื้นฐาน');
    // A closed poll given a later closing time stays closed: reopening is not an edit.
    await trx
      .updateTable('poll')
      .set({ ...cols, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (b.choices) {
      await trx.deleteFrom('poll_choice').where('poll_id', '=', id).execute();
      await trx
        .insertInto('poll_choice')
        .values(b.choices.map((label, i) => ({ poll_id: id, position: i + 1, label })))
        .execute();
    }
    await recordAudit(trx, operatorId, 'poll.update', `poll:${id}`, { fields: given, to: { ...b }, had_votes: !!voted });
  });
  return adminPoll(db, id, now);
}

async function adminView(db: Db, p: PollRow, now: Date): Promise<AdminPoll> {
  const [choices, counts, won] = [
    await choicesOf(db, p.id),
    await choiceCounts(db, p.id),
    await db
      .selectFrom('poll_winner')
      .select([sql<number>`count(*)::int`.as('winners'), sql<number>`count(paid_at)::int`.as('paid')])
      .where('poll_id', '=', p.id)
      .executeTakeFirstOrThrow(),
  ];
  const status = shownStatus(p, now);
  let votes = 0;
  for (const c of counts.byChoice.values()) votes += c.votes;
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    image: p.image,
    layout: p.layout,
    status,
    status_name: statusName(status),
    opens_at: p.opens_at.toISOString(),
    closes_at: p.closes_at.toISOString(),
    prize: pollPrize(p),
    winners_limit: p.winners_limit,
    quota_rule: {
      base_votes: p.base_votes,
      deposit_step: p.deposit_step / 100,
      turnover_step: p.turnover_step / 100,
      max_votes: p.max_votes,
    },
    seed_hash: p.seed_hash,
    server_seed: revealedSeed(p),
    winning_choice_id: p.winning_choice_id,
    choices: choices.map((c) => ({ ...c, votes: counts.byChoice.get(c.id)?.votes ?? 0, voters: counts.byChoice.get(c.id)?.voters ?? 0 })),
    votes,
    voters: counts.voters,
    winners: Number(won.winners),
    paid: Number(won.paid),
    created_at: p.created_at.toISOString(),
    closed_at: p.closed_at?.toISOString() ?? null,
    resolved_at: p.resolved_at?.toISOString() ?? null,
    cancelled_at: p.cancelled_at?.toISOString() ?? null,
    cancel_reason: p.cancel_reason,
  };
}

/** GET /api/admin/polls/:id. */
export async function adminPoll(db: Db, id: number, now: Date = new Date()): Promise<AdminPoll> {
  return adminView(db, await pollOrFail(db, id), now);
}

/** The stored statuses a shown status covers. */
function whereShown(status: AdminPollListQuery['status'], now: Date) {
  return (q: ReturnType<typeof polls>) => {
    if (status === 'open') return q.where('status', '=', 'open').where('closes_at', '>', now);
    if (status === 'closed')
      return q.where((eb) => eb.or([eb('status', '=', 'closed'), eb.and([eb('status', '=', 'open'), eb('closes_at', '<=', now)])]));
    if (status) return q.where('status', '=', status);
    return q;
  };
}
const polls = (db: Db) => db.selectFrom('poll');

/** GET /api/admin/polls: newest first, filtered by the status shown. */
export async function listPolls(db: Db, q: z.output<typeof AdminPollListQuery>, now: Date = new Date()): Promise<AdminPollPage> {
  const base = whereShown(q.status, now)(polls(db));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const items: AdminPoll[] = [];
  for (const r of rows) items.push(await adminView(db, r, now));
  return { items, page: q.page, page_size: q.page_size, total: Number(total) };
}

/** GET /api/admin/polls/:id/votes: per choice, and the voters (one row per vote, newest first), paged. */
export async function pollVotes(
  db: Db,
  id: number,
  q: z.output<typeof AdminPollVotesQuery>,
  now: Date = new Date(),
): Promise<AdminPollVotesData> {
  const p = await pollOrFail(db, id);
  const view = await adminView(db, p, now);
  let base = db
    .selectFrom('poll_vote as v')
    .innerJoin('member_public as m', 'm.id', 'v.member_id')
    .innerJoin('poll_choice as c', 'c.id', 'v.choice_id')
    .where('v.poll_id', '=', id);
  if (q.choice_id) base = base.where('v.choice_id', '=', q.choice_id);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('poll_winner as w', 'w.vote_id', 'v.id')
    .select(['v.id', 'v.member_id', 'm.phone', 'v.choice_id', 'c.label', 'v.created_at', 'w.id as winner_id'])
    .orderBy('v.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const resolved = p.status === 'resolved';
  return {
    choices: view.choices,
    items: rows.map((r) => ({
      id: r.id,
      member_id: r.member_id,
      phone: r.phone,
      choice_id: r.choice_id,
      label: r.label,
      created_at: r.created_at.toISOString(),
      won: resolved ? r.winner_id !== null : null,
    })),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}

/** GET /api/admin/polls/report: resolved polls, newest first: votes, winners, paid and the prizes paid. */
export async function pollReport(db: Db, q: { page: number; page_size: number }): Promise<AdminPollReportData> {
  const base = db.selectFrom('poll').where('status', '=', 'resolved');
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'id',
      'title',
      'status',
      'resolved_at',
      'prize_kind',
      'prize_units',
      'prize_turnover_multiplier',
      sql<number>`(select count(*) from poll_vote v where v.poll_id = poll.id)::int`.as('votes'),
      sql<number>`(select count(*) from poll_winner w where w.poll_id = poll.id)::int`.as('winners'),
      sql<number>`(select count(*) from poll_winner w where w.poll_id = poll.id and w.paid_at is not null)::int`.as('paid'),
      sql<number>`(select coalesce(sum(w.prize_units), 0) from poll_winner w where w.poll_id = poll.id and w.paid_at is not null)::bigint`.as(
        'paid_units',
      ),
    ])
    .orderBy('resolved_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return {
    items: rows.map((r) => ({
      poll_id: r.id,
      title: r.title,
      status: r.status,
      resolved_at: r.resolved_at?.toISOString() ?? null,
      votes: Number(r.votes),
      winners: Number(r.winners),
      paid: Number(r.paid),
      prize: prizeView(r.prize_kind, r.prize_units, r.prize_turnover_multiplier),
      paid_total: prizeView(r.prize_kind, Number(r.paid_units), r.prize_turnover_multiplier),
    })),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}
