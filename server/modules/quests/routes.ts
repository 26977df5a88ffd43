import { AdminIdParams } from '@contract/admin';
import {
  AdminQuest,
  AdminQuestBody,
  AdminQuestListData,
  AdminQuestReportData,
  AdminQuestReportQuery,
  AdminQuestStatusBody,
} from '@contract/admin-quests';
import { envelope } from '@contract/envelope';
import { EventQuestBody, EventQuestData, EventQuestIdsData, QuestListData, QuestRedeemBody, QuestRedeemData } from '@contract/quests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { adminQuests, createQuest, questReport, setQuestActive, updateQuest } from './admin';
import { eventQuestIds, eventQuests, questList, redeemQuest } from './member';

/**
 * Members (prefix /api, docs/engagement.md "Members"): the quest list with progress, the
 * redeem, an event's quests, and (public) which showing events carry quests. Operators (under
 * /api/admin): list, create, update, on/off and the daily report; finance and support read, support
 * manages, every write audited.
 */
export async function questsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['quests'];

  app.get(
    '/event/quest/ids',
    {
      schema: {
        tags,
        description: 'The showing events that carry a quest open now (public): the event dialog links those to /member/creditfree.',
        response: { 200: envelope(EventQuestIdsData) },
      },
    },
    async () => ok(await eventQuestIds(app.db)),
  );
}

/** The member's quests: list with progress, redeem, an event's quests (member group). */
export async function questsMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['quests'];

  app.get(
    '/quest/list',
    {
      schema: {
        tags,
        description: "Every active daily and weekly quest and the running events' quests, with the member's progress, status and reward.",
        response: { 200: envelope(QuestListData) },
      },
    },
    async (req) => ok(await questList(app.db, req.memberId)),
  );

  app.post(
    '/quest/redeem',
    {
      preHandler: app.limit('quest-redeem', 30, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        description: 'Re-checks the quest now and pays its prize once per period (a repeated request_key answers the same redeem).',
        body: QuestRedeemBody,
        response: { 200: envelope(QuestRedeemData) },
      },
    },
    async (req) => {
      const { message, ...data } = await redeemQuest(app.db, req.memberId, req.body);
      return ok(data, message);
    },
  );

  app.post(
    '/event/quest',
    {
      schema: {
        tags,
        description: "An event (title, image, window) and its quests open now, with the member's progress.",
        body: EventQuestBody,
        response: { 200: envelope(EventQuestData) },
      },
    },
    async (req) => ok(await eventQuests(app.db, req.memberId, req.body.event_id)),
  );
}

/** Quests for operators under /api/admin/quests (operator group). */
export async function questsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];

  app.get(
    '/quests',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Every quest (daily, weekly, event) with its completions, and the events to pick from.',
        response: { 200: envelope(AdminQuestListData) },
      },
    },
    async () => ok(await adminQuests(app.db)),
  );

  app.post(
    '/quests',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Creates a quest (audited quest.create).',
        body: AdminQuestBody,
        response: { 200: envelope(AdminQuest) },
      },
    },
    async (req) => ok(await createQuest(app.db, req.operator.id, req.body), 'เพิ่มภารกิจแล้ว'),
  );

  app.put(
    '/quests/:id',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Saves a quest whole (audited quest.update).',
        params: AdminIdParams,
        body: AdminQuestBody,
        response: { 200: envelope(AdminQuest) },
      },
    },
    async (req) => ok(await updateQuest(app.db, req.operator.id, req.params.id, req.body), 'บันทึกภารกิจแล้ว'),
  );

  app.post(
    '/quests/:id/status',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Switches a quest on or off (audited quest.status).',
        params: AdminIdParams,
        body: AdminQuestStatusBody,
        response: { 200: envelope(AdminQuest) },
      },
    },
    async (req) =>
      ok(await setQuestActive(app.db, req.operator.id, req.params.id, req.body.active), req.body.active ? 'เปิดภารกิจแล้ว' : 'ปิดภารกิจแล้ว'),
  );

  app.get(
    '/quests/report',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Per Bangkok day and quest: completions, members and prizes paid, with totals per prize kind.',
        querystring: AdminQuestReportQuery,
        response: { 200: envelope(AdminQuestReportData) },
      },
    },
    async (req) => ok(await questReport(app.db, req.query)),
  );
}
