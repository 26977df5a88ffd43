import {
  AdminWheelBoardBody,
  AdminWheelBoardData,
  AdminWheelReportData,
  AdminWheelReportQuery,
  AdminWheelSettingsBody,
  AdminWheelSettingsData,
  AdminWheelSpinPage,
  AdminWheelSpinQuery,
} from '@contract/admin-wheel';
import { envelope } from '@contract/envelope';
import {
  WheelBoardData,
  WheelConfigData,
  WheelConfigV2Data,
  WheelHistoryData,
  WheelHistoryQuery,
  WheelRewardBody,
  WheelRewardData,
  WheelSeedBody,
  WheelSeedData,
  WheelSpinBody,
  WheelSpinData,
  WheelSpinV2Data,
  WheelVerifyBody,
  WheelVerifyData,
} from '@contract/wheel';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { adminBoard, adminWheelSettings, listWheelSpins, saveAdminBoard, saveAdminWheelSettings, wheelReport } from './admin';
import { rotateSeed } from './fair';
import { recentWinners, spinAnswer, verifyWheel, wheelConfig, wheelConfigV2, wheelHistory } from './member';
import { balancesOf, claimReward, spinWheel } from './spin';
import { spinView } from './views';

const security = [{ bearer: [] }];

/** The spin's Thai message: what was won, or that nothing was. */
function spinMessage(v: { prize: { kind: string; text: string }; status: string }): string {
  if (v.prize.kind === 'none') return 'เสียใจด้วย รอบนี้ไม่ได้รับรางวัล';
  if (v.status === 'pending') return `ยินดีด้วย ท่านได้รับ ${v.prize.text} กด "รับรางวัล" เมื่อพร้อมทำยอดเทิร์น`;
  return `ยินดีด้วย ท่านได้รับ ${v.prize.text}`;
}

/**
 * Members (prefix /api, docs/engagement.md "Routes"): the public drawing, the member's state,
 * recent winners, spins (legacy and full), pending prizes, history, the seed pair and verification.
 * Operators (under /admin): the board and settings (support manages, audited), the report and spins.
 */
export async function wheelModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['wheel'];
  const spinLimit = app.limit('wheel-spin', 120, 60_000, (req) => `m${req.memberId}`);
  const memberLimit = (name: string) => app.limit(name, 30, 60_000, (req) => `m${req.memberId}`);

  app.get(
    '/wheel/config',
    {
      schema: {
        tags,
        description: 'The wheel drawing: labels, colours, prizes and what each tab costs (public).',
        response: { 200: envelope(WheelConfigData) },
      },
    },
    async () => ok(await wheelConfig(app.db)),
  );

  app.get(
    '/wheel/config_v2',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        description: "The board with its probabilities and expected value, both tabs' state, the open seed hash and pending prizes.",
        response: { 200: envelope(WheelConfigV2Data) },
      },
    },
    async (req) => ok(await wheelConfigV2(app.db, req.memberId)),
  );

  app.get(
    '/wheel/board',
    { schema: { tags, description: 'Recent winners, phones masked (public).', response: { 200: envelope(WheelBoardData) } } },
    async () => ok(await recentWinners(app.db)),
  );

  app.post(
    '/wheel/spin',
    {
      onRequest: app.requireMember,
      preHandler: spinLimit,
      schema: {
        tags,
        security,
        description: 'Spins once (tab 1 free, tab 2 points), once per request key; the legacy short answer.',
        body: WheelSpinBody,
        response: { 200: envelope(WheelSpinData) },
      },
    },
    async (req) => {
      const { spin } = await spinWheel(app.db, req.memberId, req.body, app.config.batch);
      const v = spinView(spin);
      return ok({ index: v.index, prize: v.prize, spin_id: v.id, status: v.status }, spinMessage(v));
    },
  );

  app.post(
    '/wheel/spin_v2',
    {
      onRequest: app.requireMember,
      preHandler: spinLimit,
      schema: {
        tags,
        security,
        description: 'Spins once, once per request key: the whole spin with its proof, the new balances and the next seed hash.',
        body: WheelSpinBody,
        response: { 200: envelope(WheelSpinV2Data) },
      },
    },
    async (req) => {
      const data = await spinAnswer(app.db, req.memberId, await spinWheel(app.db, req.memberId, req.body, app.config.batch));
      return ok(data, spinMessage(data.spin));
    },
  );

  app.post(
    '/wheel/reward',
    {
      onRequest: app.requireMember,
      preHandler: memberLimit('wheel-reward'),
      schema: {
        tags,
        security,
        description: "Takes a pending prize (credit with a turnover requirement) of the member's own spin, once.",
        body: WheelRewardBody,
        response: { 200: envelope(WheelRewardData) },
      },
    },
    async (req) => {
      const { spin, message } = await claimReward(app.db, req.memberId, req.body.spin_id);
      return ok({ spin: spinView(spin), balances: await balancesOf(app.db, req.memberId) }, message);
    },
  );

  app.get(
    '/wheel/history',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        description: "The member's spins, newest first, with proofs.",
        querystring: WheelHistoryQuery,
        response: { 200: envelope(WheelHistoryData) },
      },
    },
    async (req) => ok(await wheelHistory(app.db, req.memberId, req.query)),
  );

  app.post(
    '/wheel/seed',
    {
      onRequest: app.requireMember,
      preHandler: memberLimit('wheel-seed'),
      preValidation: async (req) => {
        if (req.body === null || req.body === undefined) req.body = {};
      },
      schema: {
        tags,
        security,
        description: 'Reveals the open server seed and opens a new pair (client seed as given, or kept).',
        body: WheelSeedBody,
        response: { 200: envelope(WheelSeedData) },
      },
    },
    async (req) => ok(await rotateSeed(app.db, req.memberId, req.body?.client_seed), 'เปลี่ยนชุดซีดแล้ว เซิร์ฟเวอร์ซีดเดิมถูกเปิดเผย'),
  );

  app.post(
    '/wheel/verify',
    {
      preHandler: app.limit('wheel-verify', 120, 60_000),
      schema: {
        tags,
        description: 'Recomputes a roll from a server seed, client seed and nonce (stateless), and its segment on a board version.',
        body: WheelVerifyBody,
        response: { 200: envelope(WheelVerifyData) },
      },
    },
    async (req) => ok(await verifyWheel(app.db, req.body)),
  );

  const adminTags = ['admin'];
  const reads = app.requireOperator('finance', 'support');
  const manage = app.requireOperator('support');

  app.get(
    '/admin/wheel/board',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'The board in force with odds and expected value.',
        response: { 200: envelope(AdminWheelBoardData) },
      },
    },
    async () => ok(await adminBoard(app.db)),
  );
  app.put(
    '/admin/wheel/board',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Saves the whole board as a new version: 8-12 segments, probabilities summing to exactly 100 % (audited wheel.board).',
        body: AdminWheelBoardBody,
        response: { 200: envelope(AdminWheelBoardData) },
      },
    },
    async (req) => ok(await saveAdminBoard(app.db, req.operator.id, req.body), 'บันทึกกงล้อแล้ว'),
  );
  app.get(
    '/admin/wheel/settings',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'The wheel settings in force.',
        response: { 200: envelope(AdminWheelSettingsData) },
      },
    },
    async () => ok(await adminWheelSettings(app.db)),
  );
  app.put(
    '/admin/wheel/settings',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Saves the wheel settings whole (audited wheel.settings).',
        body: AdminWheelSettingsBody,
        response: { 200: envelope(AdminWheelSettingsData) },
      },
    },
    async (req) => ok(await saveAdminWheelSettings(app.db, req.operator.id, req.body), 'บันทึกการตั้งค่าแล้ว'),
  );
  app.get(
    '/admin/wheel/report',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Per Bangkok day: spins per tab, points spent, prizes paid by kind, credit pending.',
        querystring: AdminWheelReportQuery,
        response: { 200: envelope(AdminWheelReportData) },
      },
    },
    async (req) => ok(await wheelReport(app.db, req.query)),
  );
  app.get(
    '/admin/wheel/spins',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Spins, newest first, filtered by member, tab and status.',
        querystring: AdminWheelSpinQuery,
        response: { 200: envelope(AdminWheelSpinPage) },
      },
    },
    async (req) => ok(await listWheelSpins(app.db, req.query)),
  );
}
