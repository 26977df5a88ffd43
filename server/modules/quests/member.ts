import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import { prizeView } from '@contract/prizes';
import {
  type EventQuestData,
  type EventQuestIdsData,
  MONEY_QUEST_KINDS,
  QUEST_KIND_NAMES,
  QUEST_STATUS_NAMES,
  QUEST_UNITS,
  type QuestItem,
  type QuestListData,
  type QuestRedeemBody,
  type QuestRedeemData,
  type QuestStatus,
} from '@contract/quests';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { grantPrize } from '../prizes';
import { type EventWindow, type ProgressCache, type QuestRow, questProgress, questWindow, type Window } from './progress';
import './tables';

/** What members see and do (docs/engagement.md "Members"): their own progress only. */

const AGENT_ID = 1;
const QUEST_COLUMNS = [
  'id',
  'title',
  'description',
  'kind',
  'product',
  'target',
  'period',
  'event_id',
  'starts_at',
  'ends_at',
  'prize_kind',
  'prize_units',
  'turnover_multiplier',
  'min_vip_level',
  'active',
  'sort',
  'created_at',
] as const;

const isMoney = (q: Pick<QuestRow, 'kind'>) => MONEY_QUEST_KINDS.includes(q.kind);
/** Stored units to the wire: baht for money kinds, the count otherwise. */
const wireUnits = (q: Pick<QuestRow, 'kind'>, units: number) => (isMoney(q) ? satangToBaht(units) : units);
const count = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

/** A quest's wire form with the member's progress. */
export function questItem(q: QuestRow, w: Window, progress: number, redeemed: boolean): QuestItem {
  const status: QuestStatus = redeemed ? 'redeemed' : progress >= q.target ? 'completed' : 'in_progress';
  return {
    id: q.id,
    title: q.title,
    description: q.description,
    kind: q.kind,
    kind_name: QUEST_KIND_NAMES[q.kind],
    product: q.product,
    period: q.period,
    event_id: q.event_id,
    target: wireUnits(q, q.target),
    current: wireUnits(q, progress),
    percent: redeemed ? 100 : Math.min(100, Math.floor((progress * 100) / q.target)),
    unit: QUEST_UNITS[q.kind],
    status,
    status_name: QUEST_STATUS_NAMES[status],
    reward: prizeView(q.prize_kind, q.prize_units, q.turnover_multiplier),
    period_start: w.start.toISOString(),
    period_end: w.end?.toISOString() ?? null,
    period_key: w.key,
    min_vip_level: q.min_vip_level,
  };
}

/** The events showing at `now` (active, inside their window). */
async function runningEvents(db: Db, now: Date): Promise<Map<number, EventWindow>> {
  const rows = await db
    .selectFrom('event')
    .select(['id', 'title', 'image', 'active', 'starts_at', 'ends_at'])
    .where('agent_id', '=', AGENT_ID)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

async function vipLevel(db: Db, memberId: number): Promise<number> {
  const m = await db.selectFrom('member_public').select('vip_level').where('id', '=', memberId).executeTakeFirst();
  return m?.vip_level ?? 0;
}

/** The member's completions of these quests in these period keys. */
async function completedKeys(db: Db, memberId: number, pairs: { quest: number; key: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .selectFrom('quest_completion')
    .select(['quest_id', 'period_key'])
    .where('member_id', '=', memberId)
    .where(
      'quest_id',
      'in',
      pairs.map((p) => p.quest),
    )
    .where('period_key', 'in', [...new Set(pairs.map((p) => p.key))])
    .execute();
  return new Set(rows.map((r) => `${r.quest_id}|${r.period_key}`));
}

/** Open quests with the member's progress, in the operator's order. */
async function withProgress(
  db: Db,
  memberId: number,
  quests: QuestRow[],
  events: Map<number, EventWindow>,
  now: Date,
): Promise<QuestItem[]> {
  const open: { q: QuestRow; w: Window }[] = [];
  for (const q of quests) {
    const event = q.event_id === null ? null : (events.get(q.event_id) ?? null);
    if (q.event_id !== null && !event) continue;
    const s = questWindow(q, event, now);
    if (s.state === 'open') open.push({ q, w: s.window });
  }
  const done = await completedKeys(
    db,
    memberId,
    open.map(({ q, w }) => ({ quest: q.id, key: w.key })),
  );
  const cache: ProgressCache = new Map();
  return Promise.all(
    open.map(async ({ q, w }) => {
      const redeemed = done.has(`${q.id}|${w.key}`);
      const progress = await questProgress(db, memberId, q, w, now, cache);
      return questItem(q, w, progress, redeemed);
    }),
  );
}

/** GET /api/quest/list: every active daily and weekly quest and the running events' quests, with progress. */
export async function questList(db: Db, memberId: number, now: Date = new Date()): Promise<QuestListData> {
  const [vip, events] = await Promise.all([vipLevel(db, memberId), runningEvents(db, now)]);
  const quests = (await db
    .selectFrom('quest')
    .select(QUEST_COLUMNS)
    .where('active', '=', true)
    .where('min_vip_level', '<=', vip)
    .orderBy(sql`case period when 'daily' then 0 when 'weekly' then 1 else 2 end`)
    .orderBy('sort')
    .orderBy('id')
    .execute()) as QuestRow[];
  return { now: now.toISOString(), quests: await withProgress(db, memberId, quests, events, now) };
}

async function eventRow(db: Db, eventId: number) {
  return db
    .selectFrom('event')
    .select(['id', 'title', 'image', 'active', 'starts_at', 'ends_at'])
    .where('id', '=', eventId)
    .where('agent_id', '=', AGENT_ID)
    .executeTakeFirst();
}

/** An event a member may act on now: refused in Thai when unknown or switched off, not started, or over. */
function assertRunning(event: EventWindow | undefined, now: Date): asserts event is EventWindow {
  if (!event?.active) fail(Errors.EVENT_NOT_FOUND);
  if (event.starts_at && event.starts_at > now) fail(Errors.EVENT_NOT_STARTED);
  if (event.ends_at && event.ends_at <= now) fail(Errors.EVENT_OVER);
}

/** POST /api/event/quest: the event and its quests open now, with the member's progress. */
export async function eventQuests(db: Db, memberId: number, eventId: number, now: Date = new Date()): Promise<EventQuestData> {
  const event = await eventRow(db, eventId);
  assertRunning(event, now);
  const vip = await vipLevel(db, memberId);
  const quests = (await db
    .selectFrom('quest')
    .select(QUEST_COLUMNS)
    .where('event_id', '=', eventId)
    .where('active', '=', true)
    .where('min_vip_level', '<=', vip)
    .orderBy('sort')
    .orderBy('id')
    .execute()) as QuestRow[];
  return {
    event: {
      id: event.id,
      title: event.title,
      image: event.image,
      starts_at: event.starts_at?.toISOString() ?? null,
      ends_at: event.ends_at?.toISOString() ?? null,
    },
    quests: await withProgress(db, memberId, quests, new Map([[event.id, event]]), now),
  };
}

/** GET /api/event/quest/ids (public): the showing events with at least one quest open now. */
export async function eventQuestIds(db: Db, now: Date = new Date()): Promise<EventQuestIdsData> {
  const events = await runningEvents(db, now);
  if (events.size === 0) return { event_ids: [] };
  const quests = (await db
    .selectFrom('quest')
    .select(QUEST_COLUMNS)
    .where('active', '=', true)
    .where('event_id', 'in', [...events.keys()])
    .execute()) as QuestRow[];
  const ids = new Set<number>();
  for (const q of quests) {
    const event = events.get(q.event_id as number) ?? null;
    if (questWindow(q, event, now).state === 'open') ids.add(q.event_id as number);
  }
  return { event_ids: [...ids].sort((a, b) => a - b) };
}

/** What remains of a quest, in Thai: "ขาดอีก 150 บาท". */
export function remainingText(q: QuestRow, progress: number): string {
  const left = Math.max(0, q.target - progress);
  return `ขาดอีก ${count.format(wireUnits(q, left))} ${QUEST_UNITS[q.kind]}`;
}

/**
 * POST /api/quest/redeem: re-reads the progress now and, when the target is reached, inserts the
 * completion (unique per member, quest and period key) and pays the prize (`grantPrize`, key
 * `quest:<completion id>`) in ONE transaction: once per period, whatever arrives at once. A repeated
 * request_key answers the redeem it made.
 */
export async function redeemQuest(
  db: Db,
  memberId: number,
  body: z.output<typeof QuestRedeemBody>,
  now: Date = new Date(),
): Promise<QuestRedeemData & { message: string }> {
  const q = (await db.selectFrom('quest').select(QUEST_COLUMNS).where('id', '=', body.quest_id).executeTakeFirst()) as QuestRow | undefined;
  if (!q?.active) fail(Errors.QUEST_NOT_FOUND);
  let event: EventWindow | null = null;
  if (q.event_id !== null) {
    const row = await eventRow(db, q.event_id);
    assertRunning(row, now);
    event = row;
  }
  const s = questWindow(q, event, now);
  if (s.state === 'not_started') fail(Errors.QUEST_NOT_STARTED);
  if (s.state === 'ended') fail(event ? Errors.EVENT_OVER : Errors.QUEST_ENDED);
  const w = s.window;
  if (q.min_vip_level > (await vipLevel(db, memberId))) fail(Errors.QUEST_VIP_REQUIRED);

  const replay = async (completionId: number) => {
    const c = await db.selectFrom('quest_completion').selectAll().where('id', '=', completionId).executeTakeFirstOrThrow();
    const reward = prizeView(c.prize_kind, c.prize_units, c.turnover_multiplier);
    const granted = `ได้รับ ${reward.text}`;
    return {
      completion_id: c.id,
      quest: questItem(q, w, c.progress, true),
      reward,
      granted,
      message: `รับรางวัลภารกิจ "${q.title}" แล้ว: ${granted}`,
    };
  };
  if (body.request_key) {
    const prior = await db
      .selectFrom('quest_completion')
      .select('id')
      .where('member_id', '=', memberId)
      .where('request_key', '=', body.request_key)
      .where('quest_id', '=', q.id)
      .executeTakeFirst();
    if (prior) return replay(prior.id);
  }

  const paid = await db.transaction().execute(async (trx) => {
    const progress = await questProgress(trx, memberId, q, w, now);
    if (progress < q.target) fail(Errors.QUEST_NOT_COMPLETED, undefined, `ยังทำภารกิจนี้ไม่สำเร็จ ${remainingText(q, progress)}`);
    const inserted = await trx
      .insertInto('quest_completion')
      .values({
        member_id: memberId,
        quest_id: q.id,
        period_key: w.key,
        progress,
        prize_kind: q.prize_kind,
        prize_units: q.prize_units,
        turnover_multiplier: q.turnover_multiplier,
        request_key: body.request_key ?? null,
      })
      .onConflict((oc) => oc.columns(['member_id', 'quest_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const had = await trx
        .selectFrom('quest_completion')
        .select(['id', 'request_key'])
        .where('member_id', '=', memberId)
        .where('quest_id', '=', q.id)
        .where('period_key', '=', w.key)
        .executeTakeFirst();
      if (had && body.request_key && had.request_key === body.request_key) return { replayOf: had.id, id: 0, progress: 0, granted: '' };
      fail(Errors.QUEST_ALREADY_REDEEMED);
    }
    const isEvent = q.event_id !== null;
    const granted = await grantPrize(
      trx,
      {
        memberId,
        key: `quest:${inserted.id}`,
        kind: q.prize_kind,
        units: q.prize_units,
        turnoverMultiplier: Number(q.turnover_multiplier),
        source: isEvent ? 'event' : 'quest',
        sourceId: String(inserted.id),
        title: q.title,
        statementText: `${isEvent ? 'รางวัลกิจกรรม' : 'รางวัลภารกิจ'} ${q.title}`,
        metadata: { quest_id: q.id, completion_id: inserted.id, period_key: w.key },
      },
      now,
    );
    if (granted.transferId !== null || granted.requirementId !== null) {
      await trx
        .updateTable('quest_completion')
        .set({ transfer_id: granted.transferId, requirement_id: granted.requirementId })
        .where('id', '=', inserted.id)
        .execute();
    }
    return { replayOf: null, id: inserted.id, progress, granted: granted.message };
  });
  if (paid.replayOf !== null) return replay(paid.replayOf);
  const reward = prizeView(q.prize_kind, q.prize_units, q.turnover_multiplier);
  return {
    completion_id: paid.id,
    quest: questItem(q, w, paid.progress, true),
    reward,
    granted: paid.granted,
    message: `รับรางวัลภารกิจ "${q.title}" แล้ว: ${paid.granted}`,
  };
}
