import { AdminIdParams, AdminPageQuery } from '@contract/admin';
import {
  AdminPoll,
  AdminPollCancelBody,
  AdminPollCreateBody,
  AdminPollListQuery,
  AdminPollPage,
  AdminPollReportData,
  AdminPollResolveBody,
  AdminPollResolveData,
  AdminPollUpdateBody,
  AdminPollVotesData,
  AdminPollVotesQuery,
} from '@contract/admin-polls';
import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { LOTTO_AGENT_ID } from '@contract/lotto-names';
import {
  PollAgentQuery,
  PollConfigData,
  PollConfigQuery,
  PollMyData,
  PollQuery,
  PollQuotaCheckData,
  PollQuotaData,
  PollStatsData,
  PollSubmitBody,
  PollSubmitData,
  PollWinnersData,
} from '@contract/polls';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail, ok } from '../../lib/reply';
import { adminPoll, createPoll, listPolls, pollReport, pollVotes, updatePoll } from './admin';
import { myVotes, pollConfig, pollStats, pollWinners } from './member';
import { quotaCheck, quotaData, quotaOf } from './quota';
import { cancelPoll, closePoll, resolvePoll } from './resolve';
import { submitVote } from './vote';
import { pollOrFail } from './wire';

/** agent_id is "1" (docs/wire-format.md "The agent"); another agent's id is a request for another site (HTTP 400). */
function assertAgent(agentId: string | undefined) {
  if (agentId !== undefined && agentId.trim() !== LOTTO_AGENT_ID) fail(Errors.FOREIGN_AGENT);
}

/**
 * Prediction polls (docs/engagement.md). Members (prefix /api): the poll's config, stats and
 * winners are public; the quota, the member's votes and the vote need a member. Operators (under
 * /api/admin): finance and support read, support manages; every write audited.
 */
export async function pollsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['polls'];

  app.get(
    '/poll/config',
    {
      schema: {
        tags,
        description:
          'A poll (poll_id) or the current poll (none: the open one closing soonest, else the latest resolved): config, choices, metadata.',
        querystring: PollConfigQuery,
        response: { 200: envelope(PollConfigData) },
      },
    },
    async (req) => ok(await pollConfig(app.db, req.query.poll_id, new Date())),
  );

  app.get(
    '/poll/stats',
    {
      schema: {
        tags,
        description: 'Votes and share per choice, total voters (live).',
        querystring: PollAgentQuery,
        response: { 200: envelope(PollStatsData) },
      },
    },
    async (req) => {
      assertAgent(req.query.agent_id);
      return ok(await pollStats(app.db, req.query.poll_id, new Date()));
    },
  );

  app.get(
    '/poll/winners',
    {
      schema: {
        tags,
        description: 'After resolution: winners by member (masked phones), votes won, prizes, the revealed seed and the draw.',
        querystring: PollAgentQuery,
        response: { 200: envelope(PollWinnersData) },
      },
    },
    async (req) => {
      assertAgent(req.query.agent_id);
      return ok(await pollWinners(app.db, req.query.poll_id));
    },
  );
}

/** The member's quota, votes and ballot (member group). */
export async function pollsMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['polls'];

  app.get(
    '/poll/quota/get',
    {
      schema: {
        tags,
        description: "The member's votes on the poll: total, used, remaining, how to earn more (computed from deposits and turnover now).",
        querystring: PollQuery,
        response: { 200: envelope(PollQuotaData) },
      },
    },
    async (req) => {
      const now = new Date();
      const poll = await pollOrFail(app.db, req.query.poll_id);
      return ok(quotaData(poll, await quotaOf(app.db, poll, req.memberId), now));
    },
  );

  app.get(
    '/poll/quota/check',
    {
      schema: {
        tags,
        description: 'Whether the member can vote now, and why not (Thai).',
        querystring: PollQuery,
        response: { 200: envelope(PollQuotaCheckData) },
      },
    },
    async (req) => {
      const now = new Date();
      const poll = await pollOrFail(app.db, req.query.poll_id);
      return ok(quotaCheck(poll, await quotaOf(app.db, poll, req.memberId), now));
    },
  );

  app.get(
    '/poll/my',
    {
      schema: {
        tags,
        description: "The member's own votes on the poll, newest first.",
        querystring: PollQuery,
        response: { 200: envelope(PollMyData) },
      },
    },
    async (req) => ok(await myVotes(app.db, req.memberId, req.query.poll_id)),
  );

  app.post(
    '/poll/submit',
    {
      preHandler: app.limit('poll-submit', 60, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        description:
          'One vote on a choice, within the open window and the remaining quota; request_key answers a retry with the same vote.',
        body: PollSubmitBody,
        response: { 200: envelope(PollSubmitData) },
      },
    },
    async (req) => {
      const data = await submitVote(app.db, req.memberId, req.body);
      return ok(data, data.replayed ? 'บันทึกการโหวตนี้แล้ว' : `โหวต "${data.vote.label}" สำเร็จ เหลือสิทธิ์โหวต ${data.remaining} ครั้ง`);
    },
  );
}

/** Polls for operators under /api/admin/polls (operator group). */
export async function pollsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];

  app.get(
    '/polls',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Polls, newest first, by status.',
        querystring: AdminPollListQuery,
        response: { 200: envelope(AdminPollPage) },
      },
    },
    async (req) => ok(await listPolls(app.db, req.query)),
  );

  app.post(
    '/polls',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Creates a poll with its choices; its draw seed is made and its hash published (audited poll.create).',
        body: AdminPollCreateBody,
        response: { 200: envelope(AdminPoll) },
      },
    },
    async (req) => ok(await createPoll(app.db, req.operator.id, req.body), 'สร้างโพลแล้ว'),
  );

  app.get(
    '/polls/report',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Resolved polls, newest first: votes, winners, paid and the prizes paid.',
        querystring: AdminPageQuery,
        response: { 200: envelope(AdminPollReportData) },
      },
    },
    async (req) => ok(await pollReport(app.db, req.query)),
  );

  app.get(
    '/polls/:id',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'One poll with its figures.',
        params: AdminIdParams,
        response: { 200: envelope(AdminPoll) },
      },
    },
    async (req) => ok(await adminPoll(app.db, req.params.id)),
  );

  app.put(
    '/polls/:id',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description:
          'Edits a poll: everything before the first vote; after it title, description and closes_at only (audited poll.update).',
        params: AdminIdParams,
        body: AdminPollUpdateBody,
        response: { 200: envelope(AdminPoll) },
      },
    },
    async (req) => ok(await updatePoll(app.db, req.operator.id, req.params.id, req.body), 'บันทึกโพลแล้ว'),
  );

  app.post(
    '/polls/:id/close',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Stops the votes now (audited poll.close).',
        params: AdminIdParams,
        response: { 200: envelope(AdminPoll) },
      },
    },
    async (req) => {
      await closePoll(app.db, req.operator.id, req.params.id);
      return ok(await adminPoll(app.db, req.params.id), 'ปิดโหวตแล้ว');
    },
  );

  app.post(
    '/polls/:id/resolve',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Sets the winning choice: winners computed (by lot when limited) and each paid once (audited poll.resolve).',
        params: AdminIdParams,
        body: AdminPollResolveBody,
        response: { 200: envelope(AdminPollResolveData) },
      },
    },
    async (req) => {
      const r = await resolvePoll(app.db, req.operator.id, req.params.id, req.body.choice_id);
      const poll = await adminPoll(app.db, req.params.id);
      return ok(
        { poll, winners: r.winners, paid: r.paid, already: r.already },
        r.already ? 'โพลนี้ประกาศผลแล้ว ไม่จ่ายรางวัลซ้ำ' : `ประกาศผลแล้ว ผู้ชนะ ${r.winners} สิทธิ์ จ่ายรางวัลแล้ว ${r.paid} สิทธิ์`,
      );
    },
  );

  app.post(
    '/polls/:id/cancel',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Cancels a poll not resolved: no prizes (audited poll.cancel).',
        params: AdminIdParams,
        body: AdminPollCancelBody,
        response: { 200: envelope(AdminPoll) },
      },
    },
    async (req) => {
      await cancelPoll(app.db, req.operator.id, req.params.id, req.body.reason);
      return ok(await adminPoll(app.db, req.params.id), 'ยกเลิกโพลแล้ว');
    },
  );

  app.get(
    '/polls/:id/votes',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Votes per choice, and the votes with their members, newest first, paged (by choice).',
        params: AdminIdParams,
        querystring: AdminPollVotesQuery,
        response: { 200: envelope(AdminPollVotesData) },
      },
    },
    async (req) => ok(await pollVotes(app.db, req.params.id, req.query)),
  );
}
