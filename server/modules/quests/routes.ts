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

const security = [{ bearer: [] }];

/**
 * Members (prefix /api, docs/engagement.md "Members"): the quest list with progress, the
 * redeem, an event's quests, and (public) which showing events carry quests. Operators (under
 * /admin): list, create, update, on/off and the daily report; finance and support read, support
 * manages, every write audited.
 */
export async function questsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['quests'];

  app.get(
    '/quest/list',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        description: "Every active daily and weekly quest and the running events' quests, with the member's progress, status and reward.",
        response: { 200: envelope(QuestListData) },
      },
    },
    async (req) => ok(await questList(app.db, req.memberId)),
  );

  app.post(
    '/quest/redeem',
    {
      onRequest: app.requireMember,
      preHandler: app.limit('quest-redeem', 30, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        security,
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
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        description: "An event (title, image, window) and its quests open now, with the member's progress.",
        body: EventQuestBody,
        response: { 200: envelope(EventQuestData) },
      },
    },
    async (req) => ok(await eventQuests(app.db, req.memberId, req.body.event_id)),
  );

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

  const adminTags = ['admin'];
  const reads = app.requireOperator('finance', 'support');
  const manage = app.requireOperator('support');

  app.get(
    '/admin/quests',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Every quest (daily, weekly, event) with its completions, and the events to pick from.',
        response: { 200: envelope(AdminQuestListData) },
      },
    },
    async () => ok(await adminQuests(app.db)),
  );

  app.post(
    '/admin/quests',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Creates a quest (audited quest.create).',
        body: AdminQuestBody,
        response: { 200: envelope(AdminQuest) },
      },
    },
    async (req) => ok(await createQuest(app.db, req.operator.id, req.body), 'เพิ่มภารกิจแล้ว'),
  );

  app.put(
    '/admin/quests/:id',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Saves a quest whole (audited quest.update).',
        params: AdminIdParams,
        body: AdminQuestBody,
        response: { 200: envelope(AdminQuest) },
      },
    },
    async (req) => ok(await updateQuest(app.db, req.operator.id, req.params.id, req.body), 'บันทึกภารกิจแล้ว'),
  );

  app.post(
    '/admin/quests/:id/status',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
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
    '/admin/quests/report',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Per Bangkok day and quest: completions, members and prizes paid, with totals per prize kind.',
        querystring: AdminQuestReportQuery,
        response: { 200: envelope(AdminQuestReportData) },
      },
    },
    async (req) => ok(await questReport(app.db, req.query)),
  );
}
