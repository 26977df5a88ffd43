import { Errors } from '@contract/errors';
import type { PollConfigData, PollMyData, PollStatsData, PollWinnersData } from '@contract/polls';
import { prizeView } from '@contract/prizes';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { drawnByLot } from './draw';
import {
  bahtText,
  choicesOf,
  loadPoll,
  maskPhone,
  type PollRow,
  pollOrFail,
  pollPrize,
  revealedSeed,
  shownStatus,
  statusName,
  votingOpen,
} from './wire';

/** The members' reads of a poll (docs/engagement.md "Members"): public, except /my. */

/**
 * The current poll: the open one (inside or before its window, not past it) closing soonest, else
 * the latest resolved, else the latest of any status but cancelled.
 */
export async function currentPoll(db: Db, now: Date): Promise<PollRow | undefined> {
  const open = await db
    .selectFrom('poll')
    .selectAll()
    .where('status', '=', 'open')
    .where('closes_at', '>', now)
    .orderBy('closes_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (open) return open;
  const resolved = await db
    .selectFrom('poll')
    .selectAll()
    .where('status', '=', 'resolved')
    .orderBy('resolved_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (resolved) return resolved;
  return db.selectFrom('poll').selectAll().where('status', '!=', 'cancelled').orderBy('closes_at', 'desc').limit(1).executeTakeFirst();
}

/** The poll's rules in Thai, one sentence each. */
export function pollRules(p: PollRow): string[] {
  const prize = pollPrize(p);
  const rules = [`โหวตได้ตั้งแต่ ${thaiTime(p.opens_at)} ถึง ${thaiTime(p.closes_at)} (เวลาประเทศไทย)`];
  const quota = [`สมาชิกทุกคนได้สิทธิ์โหวต ${p.base_votes} ครั้ง`];
  if (p.deposit_step > 0) quota.push(`ฝากเงินทุก ${bahtText(p.deposit_step)} บาท รับเพิ่ม 1 สิทธิ์`);
  if (p.turnover_step > 0) quota.push(`เล่นเกมครบทุก ${bahtText(p.turnover_step)} บาท รับเพิ่ม 1 สิทธิ์`);
  rules.push(`${quota.join(' ')} สูงสุด ${p.max_votes} สิทธิ์ต่อโพล (นับยอดตั้งแต่เปิดโพล)`);
  rules.push(`ทายถูก 1 สิทธิ์ รับ ${prize.text}${prize.turnover_multiplier > 0 ? ` (ทำเทิร์น ${prize.turnover_multiplier} เท่าก่อนถอน)` : ''}`);
  rules.push(
    p.winners_limit > 0
      ? `หากมีผู้ทายถูกเกิน ${p.winners_limit.toLocaleString('th-TH')} สิทธิ์ จะจับรางวัลแบบสุ่มที่ตรวจสอบได้ ${p.winners_limit.toLocaleString('th-TH')} สิทธิ์`
      : 'ทุกสิทธิ์ที่ทายถูกได้รับรางวัล',
  );
  rules.push('การสุ่มใช้ค่า seed ที่เผยแพร่แฮช SHA-256 ไว้ตั้งแต่เปิดโพล และเปิดเผย seed เมื่อประกาศผล ทุกคนตรวจสอบผลได้');
  return rules;
}

const thaiFormat = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' });
const thaiTime = (d: Date) => thaiFormat.format(d);

/** GET /api/poll/config. */
export async function pollConfig(db: Db, pollId: number | undefined, now: Date): Promise<PollConfigData> {
  const p = pollId === undefined ? await currentPoll(db, now) : await loadPoll(db, pollId);
  if (!p) fail(pollId === undefined ? Errors.POLL_NONE : Errors.POLL_NOT_FOUND);
  const status = shownStatus(p, now);
  return {
    config: {
      id: p.id,
      title: p.title,
      description: p.description,
      image: p.image,
      layout: p.layout,
      status,
      status_name: statusName(status),
      opens_at: p.opens_at.toISOString(),
      closes_at: p.closes_at.toISOString(),
      not_started: p.status === 'open' && now.getTime() < p.opens_at.getTime(),
      voting_open: votingOpen(p, now),
      server_time: now.toISOString(),
    },
    choices: (await choicesOf(db, p.id)).map((c) => ({ id: c.id, position: c.position, label: c.label })),
    metadata: {
      seed_hash: p.seed_hash,
      server_seed: revealedSeed(p),
      prize: pollPrize(p),
      winners_limit: p.winners_limit,
      quota_rule: {
        base_votes: p.base_votes,
        deposit_step: p.deposit_step / 100,
        turnover_step: p.turnover_step / 100,
        max_votes: p.max_votes,
      },
      rules: pollRules(p),
      winning_choice_id: p.winning_choice_id,
      resolved_at: p.resolved_at?.toISOString() ?? null,
    },
  };
}

/** Votes and voters per choice (one grouped read of the poll's votes). */
export async function choiceCounts(db: Db, pollId: number) {
  const rows = await db
    .selectFrom('poll_vote')
    .select(['choice_id', sql<number>`count(*)::int`.as('votes'), sql<number>`count(distinct member_id)::int`.as('voters')])
    .where('poll_id', '=', pollId)
    .groupBy('choice_id')
    .execute();
  const voters = await db
    .selectFrom('poll_vote')
    .select(sql<number>`count(distinct member_id)::int`.as('n'))
    .where('poll_id', '=', pollId)
    .executeTakeFirstOrThrow();
  return {
    byChoice: new Map(rows.map((r) => [r.choice_id, { votes: Number(r.votes), voters: Number(r.voters) }])),
    voters: Number(voters.n),
  };
}

/** GET /api/poll/stats: every choice with its votes and share, live. */
export async function pollStats(db: Db, pollId: number, now: Date): Promise<PollStatsData> {
  const p = await pollOrFail(db, pollId);
  const [choices, counts] = [await choicesOf(db, p.id), await choiceCounts(db, p.id)];
  const total = [...counts.byChoice.values()].reduce((s, c) => s + c.votes, 0);
  return {
    poll_id: p.id,
    total_votes: total,
    total_voters: counts.voters,
    choices: choices.map((c) => {
      const votes = counts.byChoice.get(c.id)?.votes ?? 0;
      return { choice_id: c.id, label: c.label, votes, percent: total > 0 ? Math.round((votes * 10_000) / total) / 100 : 0 };
    }),
    updated_at: now.toISOString(),
  };
}

const WINNERS_SHOWN = 500;

/** GET /api/poll/winners: after resolution, winners by member (masked phones), the revealed seed and the draw. */
export async function pollWinners(db: Db, pollId: number): Promise<PollWinnersData> {
  const p = await pollOrFail(db, pollId);
  const resolved = p.status === 'resolved';
  const label = p.winning_choice_id
    ? ((await db.selectFrom('poll_choice').select('label').where('id', '=', p.winning_choice_id).executeTakeFirst())?.label ?? null)
    : null;
  const correct = p.correct_votes ?? 0;
  const byLot = resolved && drawnByLot(correct, p.winners_limit);
  const base = {
    poll_id: p.id,
    resolved,
    status: p.status,
    winning_choice_id: p.winning_choice_id,
    winning_label: label,
    correct_votes: correct,
    winners_limit: p.winners_limit,
    by_lot: byLot,
    server_seed: revealedSeed(p),
    seed_hash: p.seed_hash,
  };
  if (!resolved) return { ...base, winning_votes: 0, drawn_positions: [], items: [], total_winners: 0 };
  const rows = await db
    .selectFrom('poll_winner as w')
    .innerJoin('member_public as m', 'm.id', 'w.member_id')
    .select([
      'm.phone',
      sql<number>`count(*)::int`.as('votes'),
      sql<number>`sum(w.prize_units)::bigint`.as('units'),
      sql<number>`min(w.draw_order)`.as('first'),
    ])
    .where('w.poll_id', '=', p.id)
    .groupBy(['w.member_id', 'm.phone'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`min(w.draw_order)`)
    .limit(WINNERS_SHOWN)
    .execute();
  const totals = await db
    .selectFrom('poll_winner')
    .select([sql<number>`count(*)::int`.as('votes'), sql<number>`count(distinct member_id)::int`.as('members')])
    .where('poll_id', '=', p.id)
    .executeTakeFirstOrThrow();
  const drawn = byLot
    ? (await db.selectFrom('poll_winner').select('draw_position').where('poll_id', '=', p.id).orderBy('draw_order').execute()).map(
        (r) => r.draw_position,
      )
    : [];
  return {
    ...base,
    winning_votes: Number(totals.votes),
    drawn_positions: drawn,
    items: rows.map((r) => ({
      phone_masked: maskPhone(r.phone),
      votes_won: Number(r.votes),
      prize: prizeView(p.prize_kind, Number(r.units), p.prize_turnover_multiplier),
    })),
    total_winners: Number(totals.members),
  };
}

/** GET /api/poll/my: the member's own votes on the poll, newest first. */
export async function myVotes(db: Db, memberId: number, pollId: number): Promise<PollMyData> {
  const p = await pollOrFail(db, pollId);
  const rows = await db
    .selectFrom('poll_vote as v')
    .innerJoin('poll_choice as c', 'c.id', 'v.choice_id')
    .leftJoin('poll_winner as w', 'w.vote_id', 'v.id')
    .select(['v.id', 'v.choice_id', 'c.label', 'v.created_at', 'w.id as winner_id'])
    .where('v.poll_id', '=', p.id)
    .where('v.member_id', '=', memberId)
    .orderBy('v.id', 'desc')
    .limit(1_000)
    .execute();
  const resolved = p.status === 'resolved';
  return {
    poll_id: p.id,
    items: rows.map((r) => ({
      id: r.id,
      choice_id: r.choice_id,
      label: r.label,
      created_at: r.created_at.toISOString(),
      won: resolved ? r.winner_id !== null : null,
    })),
  };
}
