import { AdminIdParams } from '@contract/admin';
import {
  AdminAffiliateCorrectBody,
  AdminAffiliateEarning,
  AdminAffiliateEarningPage,
  AdminAffiliateEarningQuery,
  AdminAffiliate as AdminAffiliateItem,
  AdminAffiliatePage,
  AdminAffiliateQuery,
  AdminAffiliateReportData,
  AdminAffiliateRunBody,
  AdminMemberIdParams,
  AdminReasonBody,
  AdminRewardReportQuery,
  AdminRewardRunData,
} from '@contract/admin-rewards';
import { envelope } from '@contract/envelope';
import {
  AffiliateConfigData,
  AffiliateConfigsQuery,
  AffiliateEarningsData,
  AffiliateMovementsData,
  AffiliateNetworkBody,
  AffiliateNetworkData,
  AffiliatePageQuery,
  AffiliateRedeemBody,
  AffiliateRedeemData,
  AffiliateSummaryData,
} from '@contract/rewards';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { affiliateReport, correctEarning, freezeAffiliate, listAffiliates, listEarnings, runDayNow, unfreezeAffiliate } from './admin';
import { affiliateConfig, affiliateEarnings, affiliateMovements, affiliateNetwork, affiliateSummary, redeemAffiliate } from './member';

/** The site's origin as the member reached it (Host / X-Forwarded-Host and -Proto behind the proxy). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * The affiliate programme (docs/rewards.md "Affiliate"). Public: GET /api/affiliate/v2/configs.
 * Member: POST /api/affiliate/network, GET /api/affiliate/transactions and /v2/transactions, GET
 * /api/affiliate/summary, POST /api/affiliate/redeem. Operators under /api/admin/affiliates: list,
 * freeze/unfreeze, earnings and their corrections, run a closed day, report per day; finance and
 * support read, support manages; every write audited.
 */
export async function affiliateRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['affiliate'];

  app.get(
    '/affiliate/v2/configs',
    {
      schema: {
        tags,
        description: "The programme's rules: basis, each level's percent per product, minimum redeem, daily cap.",
        querystring: AffiliateConfigsQuery,
        response: { 200: envelope(AffiliateConfigData) },
      },
    },
    async () => ok(await affiliateConfig(app.db)),
  );
}

/** The member's referrals, earnings and redeems (member group). */
export async function affiliateMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['affiliate'];

  app.post(
    '/affiliate/network',
    {
      schema: {
        tags,
        description: "The member's link, counts per level and a page of referrals (masked phones, turnover this month and all time).",
        body: AffiliateNetworkBody,
        response: { 200: envelope(AffiliateNetworkData) },
      },
    },
    async (req) => ok(await affiliateNetwork(app.db, req.memberId, originOf(req), req.body)),
  );

  app.get(
    '/affiliate/transactions',
    {
      schema: {
        tags,
        description: "The member's daily earnings, newest first.",
        querystring: AffiliatePageQuery,
        response: { 200: envelope(AffiliateEarningsData) },
      },
    },
    async (req) => ok(await affiliateEarnings(app.db, req.memberId, req.query)),
  );

  app.get(
    '/affiliate/v2/transactions',
    {
      schema: {
        tags,
        description: "The affiliate account's movements (earnings, redeems, corrections) with the balance after each.",
        querystring: AffiliatePageQuery,
        response: { 200: envelope(AffiliateMovementsData) },
      },
    },
    async (req) => ok(await affiliateMovements(app.db, req.memberId, req.query)),
  );

  app.get(
    '/affiliate/summary',
    {
      schema: {
        tags,
        description: "Today's running estimate, this month, all time, redeemable now, frozen or not.",
        response: { 200: envelope(AffiliateSummaryData) },
      },
    },
    async (req) => ok(await affiliateSummary(app.db, req.memberId, originOf(req))),
  );

  app.post(
    '/affiliate/redeem',
    {
      preHandler: app.limit('affiliate_redeem', 30, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        description: 'Moves affiliate earnings to the main wallet (all when no amount), once per request key.',
        body: AffiliateRedeemBody,
        response: { 200: envelope(AffiliateRedeemData) },
      },
    },
    async (req) => {
      const { data, message } = await redeemAffiliate(app.db, req.memberId, req.body);
      return ok(data, message);
    },
  );
}

/** The affiliates desk under /api/admin/affiliates (operator group). */
export async function affiliateOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];

  app.get(
    '/affiliates',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Referrers with their counts, earnings, redeemable balance and freeze.',
        querystring: AdminAffiliateQuery,
        response: { 200: envelope(AdminAffiliatePage) },
      },
    },
    async (req) => ok(await listAffiliates(app.db, req.query)),
  );

  app.post(
    '/affiliates/:memberId/freeze',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Freezes an affiliate: no earnings credited and no redeem. Audited.',
        params: AdminMemberIdParams,
        body: AdminReasonBody,
        response: { 200: envelope(AdminAffiliateItem) },
      },
    },
    async (req) => ok(await freezeAffiliate(app.db, req.operator.id, req.params.memberId, req.body.reason), 'ระงับผู้แนะนำแล้ว'),
  );

  app.post(
    '/affiliates/:memberId/unfreeze',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Lifts a freeze. Audited.',
        params: AdminMemberIdParams,
        body: AdminReasonBody,
        response: { 200: envelope(AdminAffiliateItem) },
      },
    },
    async (req) => ok(await unfreezeAffiliate(app.db, req.operator.id, req.params.memberId, req.body.reason), 'ยกเลิกการระงับแล้ว'),
  );

  app.get(
    '/affiliates/earnings',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Daily earnings by day and member.',
        querystring: AdminAffiliateEarningQuery,
        response: { 200: envelope(AdminAffiliateEarningPage) },
      },
    },
    async (req) => ok(await listEarnings(app.db, req.query)),
  );

  app.post(
    '/affiliates/earnings/:id/correct',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'A signed correction of an earning, its own ledger transfer. Audited.',
        params: AdminIdParams,
        body: AdminAffiliateCorrectBody,
        response: { 200: envelope(AdminAffiliateEarning) },
      },
    },
    async (req) => ok(await correctEarning(app.db, req.operator.id, req.params.id, req.body), 'ปรับปรุงรายได้แล้ว'),
  );

  app.post(
    '/affiliates/run',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: "Computes a closed day's earnings now (once; the job does it by itself). Audited.",
        body: AdminAffiliateRunBody,
        response: { 200: envelope(AdminRewardRunData) },
      },
    },
    async (req) => {
      const data = await runDayNow(app.db, req.operator.id, req.body.period);
      return ok(data, data.ran ? 'คำนวณรายได้แนะนำเพื่อนของวันนั้นแล้ว' : 'วันนั้นคำนวณไปแล้ว ไม่มีการจ่ายซ้ำ');
    },
  );

  app.get(
    '/affiliates/report',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Per day: referrers credited, credited, corrected, redeemed, run done.',
        querystring: AdminRewardReportQuery,
        response: { 200: envelope(AdminAffiliateReportData) },
      },
    },
    async (req) => ok(await affiliateReport(app.db, req.query)),
  );
}
