import { AdminIdParams } from '@contract/admin';
import {
  AdminReasonBody,
  AdminRewardCorrectBody,
  AdminRewardEntry,
  AdminRewardEntryPage,
  AdminRewardEntryQuery,
  AdminRewardReportData,
  AdminRewardReportQuery,
  AdminRewardRunBody,
  AdminRewardRunData,
  AdminRewardSettingsBody,
  AdminRewardSettingsData,
} from '@contract/admin-rewards';
import { envelope } from '@contract/envelope';
import {
  CashbackConfigData,
  CashbackSummaryData,
  RewardClaimBody,
  RewardClaimData,
  RewardHistoryData,
  RewardHistoryQuery,
  WinlossConfigData,
  WinlossSummaryData,
} from '@contract/rewards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import {
  adminRewardSettings,
  correctEntry,
  freezeEntry,
  listRewardEntries,
  rewardReport,
  runRewardPeriod,
  saveAdminRewardSettings,
  unfreezeEntry,
} from './admin';
import { claimMessage, claimRewards } from './claim';
import { cashbackConfig, cashbackSummary, rewardHistory, winlossConfig, winlossSummary } from './member';

const security = [{ bearer: [] }];

/**
 * Members (prefix /api, docs/rewards.md "Members"): the public rules of cashback/commission and of the
 * weekly refund, the member's running figures, history and claims (each member reads only their own).
 * Operators (under /admin): settings, the report by day, entries (freeze, unfreeze, correct) and a
 * period's computation; finance and support read, support manages, every write audited.
 */
export async function cashbackModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['rewards'];
  const claimLimit = (name: string) => app.limit(name, 20, 60_000, (req) => `m${req.memberId}`);

  app.get(
    '/cashback/config',
    {
      schema: {
        tags,
        description: 'The rules of daily cashback and commission (public).',
        response: { 200: envelope(CashbackConfigData) },
      },
    },
    async () => ok(await cashbackConfig(app.db)),
  );

  app.get(
    '/cashback/summary',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        description: "Today's running cashback and commission at the member's VIP rates, and what is claimable.",
        response: { 200: envelope(CashbackSummaryData) },
      },
    },
    async (req) => ok(await cashbackSummary(app.db, req.memberId)),
  );

  for (const [path, kind] of [
    ['/cashback/loss/history', 'cashback'],
    ['/cashback/turnover/history', 'commission'],
    ['/winloss/history', 'winloss'],
  ] as const) {
    app.get(
      path,
      {
        onRequest: app.requireMember,
        schema: {
          tags,
          security,
          description: `The member's ${kind} entries, newest first, filtered by dates and status.`,
          querystring: RewardHistoryQuery,
          response: { 200: envelope(RewardHistoryData) },
        },
      },
      async (req) => ok(await rewardHistory(app.db, req.memberId, kind, req.query)),
    );
  }

  app.post(
    '/cashback/loss/claim',
    {
      onRequest: app.requireMember,
      // The site may post no body at all (docs/wire-format.md "Calls"): that is a cashback claim.
      preValidation: async (req) => {
        if (req.body === null || req.body === undefined) req.body = { type: 'cashback' };
      },
      preHandler: claimLimit('reward-claim'),
      schema: {
        tags,
        security,
        description: 'Claims every claimable cashback (or, type commission, commission) entry into the main wallet.',
        body: RewardClaimBody,
        response: { 200: envelope(RewardClaimData) },
      },
    },
    async (req) => {
      const kind = req.body?.type ?? 'cashback';
      const data = await claimRewards(app.db, req.memberId, kind);
      return ok(data, claimMessage(kind, data));
    },
  );

  app.get(
    '/winloss/config',
    { schema: { tags, description: 'The tiers of the weekly win/loss refund (public).', response: { 200: envelope(WinlossConfigData) } } },
    async () => ok(await winlossConfig(app.db)),
  );

  app.get(
    '/winloss/summary',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        description: "This week's running net loss and refund, and what is claimable.",
        response: { 200: envelope(WinlossSummaryData) },
      },
    },
    async (req) => ok(await winlossSummary(app.db, req.memberId)),
  );

  app.post(
    '/winloss/claim',
    {
      onRequest: app.requireMember,
      preHandler: claimLimit('winloss-claim'),
      schema: { tags, security, description: 'Claims every claimable weekly refund.', response: { 200: envelope(RewardClaimData) } },
    },
    async (req) => {
      const data = await claimRewards(app.db, req.memberId, 'winloss');
      return ok(data, claimMessage('winloss', data));
    },
  );

  const adminTags = ['admin'];
  const reads = app.requireOperator('finance', 'support');
  const manage = app.requireOperator('support');

  app.get(
    '/admin/rewards/settings',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Every reward setting in force, and who saved each group last.',
        response: { 200: envelope(AdminRewardSettingsData) },
      },
    },
    async () => ok(await adminRewardSettings(app.db)),
  );

  app.put(
    '/admin/rewards/settings',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Saves the groups given, each whole (audited reward.settings).',
        body: AdminRewardSettingsBody,
        response: { 200: envelope(AdminRewardSettingsData) },
      },
    },
    async (req) => ok(await saveAdminRewardSettings(app.db, req.operator.id, req.body), 'บันทึกการตั้งค่าแล้ว'),
  );

  app.get(
    '/admin/rewards/report',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Per Bangkok day (newest first): entries computed, claimed, claimable, expired and frozen per kind, and the runs.',
        querystring: AdminRewardReportQuery,
        response: { 200: envelope(AdminRewardReportData) },
      },
    },
    async (req) => ok(await rewardReport(app.db, req.query)),
  );

  app.get(
    '/admin/rewards/entries',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Entries filtered by kind, period, status and member (phone or id), newest first.',
        querystring: AdminRewardEntryQuery,
        response: { 200: envelope(AdminRewardEntryPage) },
      },
    },
    async (req) => ok(await listRewardEntries(app.db, req.query)),
  );

  app.post(
    '/admin/rewards/entries/:id/freeze',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Freezes a claimable entry (audited reward.freeze).',
        params: AdminIdParams,
        body: AdminReasonBody,
        response: { 200: envelope(AdminRewardEntry) },
      },
    },
    async (req) => ok(await freezeEntry(app.db, req.operator.id, req.params.id, req.body.reason), 'ระงับรายการแล้ว'),
  );

  app.post(
    '/admin/rewards/entries/:id/unfreeze',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Unfreezes an entry: claimable again, or expired when past its expiry (audited reward.unfreeze).',
        params: AdminIdParams,
        body: AdminReasonBody,
        response: { 200: envelope(AdminRewardEntry) },
      },
    },
    async (req) => ok(await unfreezeEntry(app.db, req.operator.id, req.params.id, req.body.reason), 'ยกเลิกการระงับแล้ว'),
  );

  app.post(
    '/admin/rewards/entries/:id/correct',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Sets a new amount on an entry not claimed (audited reward.correct).',
        params: AdminIdParams,
        body: AdminRewardCorrectBody,
        response: { 200: envelope(AdminRewardEntry) },
      },
    },
    async (req) => ok(await correctEntry(app.db, req.operator.id, req.params.id, req.body), 'แก้ไขยอดแล้ว'),
  );

  app.post(
    '/admin/rewards/run',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Computes a closed period now, as the job would; a period done already is not computed again (audited reward.run).',
        body: AdminRewardRunBody,
        response: { 200: envelope(AdminRewardRunData) },
      },
    },
    async (req) => {
      const data = await runRewardPeriod(app.db, req.operator.id, req.body);
      return ok(data, data.ran ? 'คำนวณรอบนี้แล้ว' : 'รอบนี้คำนวณไปแล้ว ไม่คำนวณซ้ำ');
    },
  );
}
