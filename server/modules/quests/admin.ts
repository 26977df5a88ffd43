import type { AdminQuest, AdminQuestBody, AdminQuestListData, AdminQuestReportData, AdminQuestReportQuery } from '@contract/admin-quests';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { prizeAmount, prizeText, prizeUnits, prizeView } from '@contract/prizes';
import { MONEY_QUEST_KINDS, QUEST_KIND_NAMES, type QuestPeriod } from '@contract/quests';
import { bangkokDayStart } from '@contract/thai-calendar';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { addDays } from '../rewards';
import './tables';

/** The back office's quests (docs/engagement.md "Operators"): every write audited. */

const AGENT_ID = 1;

type Body = z.output<typeof AdminQuestBody>;

/** The row's columns of a saved body: money targets to satang, the prize to stored units. */
function columns(b: Body) {
  return {
    title: b.title,
    description: b.description,
    kind: b.kind,
    product: b.kind === 'stake' ? b.product : null,
    target: MONEY_QUEST_KINDS.includes(b.kind) ? bahtToSatang(b.target) : b.target,
    period: b.period,
    event_id: b.period === 'event' ? b.event_id : null,
    starts_at: b.starts_at ?? null,
    ends_at: b.ends_at ?? null,
    prize_kind: b.prize.kind,
    prize_units: prizeUnits(b.prize.kind, b.prize.amount),
    turnover_multiplier: b.prize.kind === 'credit' ? b.prize.turnover_multiplier : 0,
    min_vip_level: b.min_vip_level,
    active: b.active,
    sort: b.sort,
  };
}

async function assertEvent(db: Db, eventId: number | null) {
  if (eventId === null) return;
  const e = await db.selectFrom('event').select('id').where('id', '=', eventId).where('agent_id', '=', AGENT_ID).executeTakeFirst();
  if (!e) fail(Errors.EVENT_NOT_FOUND);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function questsWhere(db: Db, id?: number): Promise<AdminQuest[]> {
  let q = db
    .selectFrom('quest as q')
    .leftJoin('event as e', 'e.id', 'q.event_id')
    .selectAll('q')
    .select('e.title as event_title')
    .select((eb) =>
      eb.selectFrom('quest_completion as c').whereRef('c.quest_id', '=', 'q.id').select(eb.fn.countAll<number>().as('n')).as('completions'),
    );
  if (id !== undefined) q = q.where('q.id', '=', id);
  const rows = await q
    .orderBy(sql`case q.period when 'daily' then 0 when 'weekly' then 1 else 2 end`)
    .orderBy('q.sort')
    .orderBy('q.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    kind: r.kind,
    kind_name: QUEST_KIND_NAMES[r.kind],
    product: r.product,
    target: MONEY_QUEST_KINDS.includes(r.kind) ? satangToBaht(r.target) : r.target,
    period: r.period,
    event_id: r.event_id,
    event_title: r.event_title ?? null,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    prize: prizeView(r.prize_kind, r.prize_units, r.turnover_multiplier),
    min_vip_level: r.min_vip_level,
    active: r.active,
    sort: r.sort,
    completions: Number(r.completions ?? 0),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

async function questById(db: Db, id: number): Promise<AdminQuest> {
  const [q] = await questsWhere(db, id);
  if (!q) fail(Errors.QUEST_NOT_FOUND);
  return q;
}

/** GET /api/admin/quests: every quest (daily, weekly, event) and the events to pick from. */
export async function adminQuests(db: Db): Promise<AdminQuestListData> {
  const events = await db
    .selectFrom('event')
    .select(['id', 'title', 'active', 'starts_at', 'ends_at'])
    .where('agent_id', '=', AGENT_ID)
    .orderBy('id', 'desc')
    .execute();
  return {
    quests: await questsWhere(db),
    events: events.map((e) => ({ ...e, starts_at: iso(e.starts_at), ends_at: iso(e.ends_at) })),
  };
}

/** POST /api/admin/quests (audited quest.create). */
export async function createQuest(db: Db, operatorId: number, body: Body): Promise<AdminQuest> {
  await assertEvent(db, body.period === 'event' ? body.event_id : null);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('quest').values(columns(body)).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, operatorId, 'quest.create', `quest:${row.id}`, { ...body });
    return row.id;
  });
  return questById(db, id);
}

/** PUT /api/admin/quests/:id: the quest saved whole (audited quest.update with before and after). */
export async function updateQuest(db: Db, operatorId: number, id: number, body: Body, now: Date = new Date()): Promise<AdminQuest> {
  const before = await questById(db, id);
  await assertEvent(db, body.period === 'event' ? body.event_id : null);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('quest')
      .set({ ...columns(body), updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, operatorId, 'quest.update', `quest:${id}`, { before, after: body });
  });
  return questById(db, id);
}

/** POST /api/admin/quests/:id/status: on or off (audited quest.status). */
export async function setQuestActive(db: Db, operatorId: number, id: number, active: boolean, now: Date = new Date()): Promise<AdminQuest> {
  const before = await questById(db, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('quest').set({ active, updated_at: now }).where('id', '=', id).execute();
    await recordAudit(trx, operatorId, 'quest.status', `quest:${id}`, { from: before.active, to: active });
  });
  return questById(db, id);
}

/**
 * GET /api/admin/quests/report: per Bangkok day of the redeem (newest first) and quest, the
 * completions, the members and the prizes paid (baht, points or spins), with totals per prize kind.
 */
export async function questReport(db: Db, q: z.output<typeof AdminQuestReportQuery>): Promise<AdminQuestReportData> {
  const from = bangkokDayStart(q.from);
  const until = bangkokDayStart(addDays(q.to, 1));
  const r = await sql<{
    day: string;
    quest_id: number;
    title: string;
    period: QuestPeriod;
    prize_kind: 'credit' | 'points' | 'free_spins' | 'none';
    completions: number;
    members: number;
    units: number;
  }>`
    select to_char((c.created_at at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as day, c.quest_id, q.title, q.period,
           c.prize_kind, count(*)::int as completions, count(distinct c.member_id)::int as members, sum(c.prize_units)::bigint as units
      from quest_completion c join quest q on q.id = c.quest_id
     where c.created_at >= ${from}::timestamptz and c.created_at < ${until}::timestamptz
     group by 1, c.quest_id, q.title, q.period, c.prize_kind
     order by 1 desc, c.quest_id`.execute(db);
  const totals = { completions: 0, credit: 0, points: 0, free_spins: 0 };
  const rows = r.rows.map((x) => {
    const amount = prizeAmount(x.prize_kind, Number(x.units));
    totals.completions += Number(x.completions);
    if (x.prize_kind !== 'none') totals[x.prize_kind] = Math.round((totals[x.prize_kind] + amount) * 100) / 100;
    return {
      day: x.day,
      quest_id: x.quest_id,
      title: x.title,
      period: x.period,
      completions: Number(x.completions),
      members: Number(x.members),
      prize_kind: x.prize_kind,
      prize_total: amount,
      prize_text: prizeText(x.prize_kind, amount),
    };
  });
  return { from: q.from, to: q.to, rows, totals };
}
