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

/**
 * Members (prefix /api, docs/rewards.md "Members"): the public rules of cashback/commission and of the
 * weekly refund, the member's running figures, history and claims (each member reads only their own).
 * Operators (under /api/admin): settings, the report by day, entries (freeze, unfreeze, correct) and a
 * period's computation; finance and support read, support manages, every write audited.
 */
export async function cashbackRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['rewards'];

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
    '/winloss/config',
    { schema: { tags, description: 'The tiers of the weekly win/loss refund (public).', response: { 200: envelope(WinlossConfigData) } } },
    async () => ok(await winlossConfig(app.db)),
  );
}

/** The member's running figures, history and claims (member group). */
export async function cashbackMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['rewards'];
  const claimLimit = (name: string) => app.limit(name, 20, 60_000, (req) => `m${req.memberId}`);

  app.get(
    '/cashback/summary',
    {
      schema: {
        tags,
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
        schema: {
          tags,
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
      // The site may post no body at all (docs/wire-format.md "Calls"): that is a cashback claim.
      preValidation: async (req) => {
        if (req.body === null || req.body === undefined) req.body = { type: 'cashback' };
      },
      preHandler: claimLimit('reward-claim'),
      schema: {
        tags,
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
    '/winloss/summary',
    {
      schema: {
        tags,
        description: "This week's running net loss and refund, and what is claimable.",
        response: { 200: envelope(WinlossSummaryData) },
      },
    },
    async (req) => ok(await winlossSummary(app.db, req.memberId)),
  );

  app.post(
    '/winloss/claim',
    {
      preHandler: claimLimit('winloss-claim'),
      schema: { tags, description: 'Claims every claimable weekly refund.', response: { 200: envelope(RewardClaimData) } },
    },
    async (req) => {
      const data = await claimRewards(app.db, req.memberId, 'winloss');
      return ok(data, claimMessage('winloss', data));
    },
  );
}

/** Rewards for operators under /api/admin/rewards (operator group). */
export async function cashbackOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];

  app.get(
    '/rewards/settings',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Every reward setting in force, and who saved each group last.',
        response: { 200: envelope(AdminRewardSettingsData) },
      },
    },
    async () => ok(await adminRewardSettings(app.db)),
  );

  app.put(
    '/rewards/settings',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Saves the groups given, each whole (audited reward.settings).',
        body: AdminRewardSettingsBody,
        response: { 200: envelope(AdminRewardSettingsData) },
      },
    },
    async (req) => ok(await saveAdminRewardSettings(app.db, req.operator.id, req.body), 'บันทึกการตั้งค่าแล้ว'),
  );

  app.get(
    '/rewards/report',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Per Bangkok day (newest first): entries computed, claimed, claimable, expired and frozen per kind, and the runs.',
        querystring: AdminRewardReportQuery,
        response: { 200: envelope(AdminRewardReportData) },
      },
    },
    async (req) => ok(await rewardReport(app.db, req.query)),
  );

  app.get(
    '/rewards/entries',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Entries filtered by kind, period, status and member (phone or id), newest first.',
        querystring: AdminRewardEntryQuery,
        response: { 200: envelope(AdminRewardEntryPage) },
      },
    },
    async (req) => ok(await listRewardEntries(app.db, req.query)),
  );

  app.post(
    '/rewards/entries/:id/freeze',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Freezes a claimable entry (audited reward.freeze).',
        params: AdminIdParams,
        body: AdminReasonBody,
        response: { 200: envelope(AdminRewardEntry) },
      },
    },
    async (req) => ok(await freezeEntry(app.db, req.operator.id, req.params.id, req.body.reason), 'ระงับรายการแล้ว'),
  );

  app.post(
    '/rewards/entries/:id/unfreeze',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Unfreezes an entry: claimable again, or expired when past its expiry (audited reward.unfreeze).',
        params: AdminIdParams,
        body: AdminReasonBody,
        response: { 200: envelope(AdminRewardEntry) },
      },
    },
    async (req) => ok(await unfreezeEntry(app.db, req.operator.id, req.params.id, req.body.reason), 'ยกเลิกการระงับแล้ว'),
  );

  app.post(
    '/rewards/entries/:id/correct',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Sets a new amount on an entry not claimed (audited reward.correct).',
        params: AdminIdParams,
        body: AdminRewardCorrectBody,
        response: { 200: envelope(AdminRewardEntry) },
      },
    },
    async (req) => ok(await correctEntry(app.db, req.operator.id, req.params.id, req.body), 'แก้ไขยอดแล้ว'),
  );

  app.post(
    '/rewards/run',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
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
