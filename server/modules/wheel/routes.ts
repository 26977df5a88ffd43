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

/** The spin's Thai message: what was won, or that nothing was. */
function spinMessage(v: { prize: { kind: string; text: string }; status: string }): string {
  if (v.prize.kind === 'none') return 'เสียใจด้วย รอบนี้ไม่ได้รับรางวัล';
  if (v.status === 'pending') return `ยินดีด้วย ท่านได้รับ ${v.prize.text} กด "รับรางวัล" เมื่อพร้อมทำยอดเทิร์น`;
  return `ยินดีด้วย ท่านได้รับ ${v.prize.text}`;
}

/**
 * Members (prefix /api, docs/engagement.md "Routes"): the public drawing, the member's state,
 * recent winners, spins (legacy and full), pending prizes, history, the seed pair and verification.
 * Operators (under /api/admin): the board and settings (support manages, audited), the report and spins.
 */
export async function wheelRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['wheel'];

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
    '/wheel/board',
    { schema: { tags, description: 'Recent winners, phones masked (public).', response: { 200: envelope(WheelBoardData) } } },
    async () => ok(await recentWinners(app.db)),
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
}

/** The member's wheel: state, spins, pending prizes, history and the seed pair (member group). */
export async function wheelMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['wheel'];
  const spinLimit = app.limit('wheel-spin', 120, 60_000, (req) => `m${req.memberId}`);
  const memberLimit = (name: string) => app.limit(name, 30, 60_000, (req) => `m${req.memberId}`);

  app.get(
    '/wheel/config_v2',
    {
      schema: {
        tags,
        description: "The board with its probabilities and expected value, both tabs' state, the open seed hash and pending prizes.",
        response: { 200: envelope(WheelConfigV2Data) },
      },
    },
    async (req) => ok(await wheelConfigV2(app.db, req.memberId)),
  );

  app.post(
    '/wheel/spin',
    {
      preHandler: spinLimit,
      schema: {
        tags,
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
      preHandler: spinLimit,
      schema: {
        tags,
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
      preHandler: memberLimit('wheel-reward'),
      schema: {
        tags,
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
      schema: {
        tags,
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
      preHandler: memberLimit('wheel-seed'),
      preValidation: async (req) => {
        if (req.body === null || req.body === undefined) req.body = {};
      },
      schema: {
        tags,
        description: 'Reveals the open server seed and opens a new pair (client seed as given, or kept).',
        body: WheelSeedBody,
        response: { 200: envelope(WheelSeedData) },
      },
    },
    async (req) => ok(await rotateSeed(app.db, req.memberId, req.body?.client_seed), 'เปลี่ยนชุดซีดแล้ว เซิร์ฟเวอร์ซีดเดิมถูกเปิดเผย'),
  );
}

/** The wheel for operators under /api/admin/wheel (operator group). */
export async function wheelOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];

  app.get(
    '/wheel/board',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'The board in force with odds and expected value.',
        response: { 200: envelope(AdminWheelBoardData) },
      },
    },
    async () => ok(await adminBoard(app.db)),
  );
  app.put(
    '/wheel/board',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Saves the whole board as a new version: 8-12 segments, probabilities summing to exactly 100 % (audited wheel.board).',
        body: AdminWheelBoardBody,
        response: { 200: envelope(AdminWheelBoardData) },
      },
    },
    async (req) => ok(await saveAdminBoard(app.db, req.operator.id, req.body), 'บันทึกกงล้อแล้ว'),
  );
  app.get(
    '/wheel/settings',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'The wheel settings in force.',
        response: { 200: envelope(AdminWheelSettingsData) },
      },
    },
    async () => ok(await adminWheelSettings(app.db)),
  );
  app.put(
    '/wheel/settings',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Saves the wheel settings whole (audited wheel.settings).',
        body: AdminWheelSettingsBody,
        response: { 200: envelope(AdminWheelSettingsData) },
      },
    },
    async (req) => ok(await saveAdminWheelSettings(app.db, req.operator.id, req.body), 'บันทึกการตั้งค่าแล้ว'),
  );
  app.get(
    '/wheel/report',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Per Bangkok day: spins per tab, points spent, prizes paid by kind, credit pending.',
        querystring: AdminWheelReportQuery,
        response: { 200: envelope(AdminWheelReportData) },
      },
    },
    async (req) => ok(await wheelReport(app.db, req.query)),
  );
  app.get(
    '/wheel/spins',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Spins, newest first, filtered by member, tab and status.',
        querystring: AdminWheelSpinQuery,
        response: { 200: envelope(AdminWheelSpinPage) },
      },
    },
    async (req) => ok(await listWheelSpins(app.db, req.query)),
  );
}
