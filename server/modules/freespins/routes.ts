import {
  AdminFreeSpinReportData,
  AdminFreeSpinReportQuery,
  AdminFreeSpinRoundPage,
  AdminFreeSpinRoundQuery,
  AdminFreeSpinSettingsBody,
  AdminFreeSpinSettingsData,
} from '@contract/admin-freespins';
import { envelope } from '@contract/envelope';
import {
  FreeSpinHistoryData,
  FreeSpinHistoryQuery,
  FreeSpinPlayBody,
  FreeSpinPlayData,
  FreeSpinRotateBody,
  FreeSpinRotateData,
  FreeSpinSummaryData,
} from '@contract/freespins';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { adminFreeSpinRounds, adminFreeSpinSettings, freeSpinReport, saveAdminFreeSpinSettings } from './admin';
import { freeSpinHistory, freeSpinSummary, rotateFreeSpinSeed } from './member';
import { playFreeSpin } from './play';

const money = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * Members (prefix /api, docs/engagement.md): the summary, one free spin played, the rounds
 * and the seed rotation. Operators (under /api/admin): settings (finance and support read, support saves,
 * audited), the report by day and the rounds.
 */
export async function freeSpinsMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['freespins'];

  app.get(
    '/freespin/summary',
    {
      schema: {
        tags,
        description:
          "The member's free spins, the fixed bet and terms, and the games that accept free spins with the next round's seed hash.",
        response: { 200: envelope(FreeSpinSummaryData) },
      },
    },
    async (req) => ok(await freeSpinSummary(app.db, req.memberId)),
  );

  app.post(
    '/freespin/play',
    {
      preHandler: app.limit('freespin-play', 120, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        description:
          'Plays one free spin: one spent, one slot round at the fixed bet on the member seed pair, the win credited with its requirement. Once per request_key.',
        body: FreeSpinPlayBody,
        response: { 200: envelope(FreeSpinPlayData) },
      },
    },
    async (req) => {
      const data = await playFreeSpin(app.db, req.memberId, req.body);
      const message =
        data.paid > 0
          ? `ได้รับรางวัลฟรีสปิน ${money.format(data.paid)} บาท${data.turnover_required > 0 ? ` ทำยอดเทิร์น ${money.format(data.turnover_required)} บาทก่อนถอน` : ''}`
          : 'รอบนี้ไม่ได้รับรางวัล';
      return ok(data, message);
    },
  );

  app.get(
    '/freespin/history',
    {
      schema: {
        tags,
        description: "The member's own free-spin rounds, newest first, with their provably-fair proofs.",
        querystring: FreeSpinHistoryQuery,
        response: { 200: envelope(FreeSpinHistoryData) },
      },
    },
    async (req) => ok(await freeSpinHistory(app.db, req.memberId, req.query)),
  );

  app.post(
    '/freespin/seed/rotate',
    {
      preHandler: app.limit('freespin-rotate', 30, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        description:
          "Reveals the server seed of the member's pair for a free-spin game (its rounds become verifiable) and opens the next pair.",
        body: FreeSpinRotateBody,
        response: { 200: envelope(FreeSpinRotateData) },
      },
    },
    async (req) => ok(await rotateFreeSpinSeed(app.db, req.memberId, req.body), 'เปลี่ยนคู่ซีดแล้ว'),
  );
}

/** Free spins for operators under /api/admin/freespins (operator group). */
export async function freeSpinsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];

  app.get(
    '/freespins/settings',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'The free-spin settings in force, the in-house slots to choose from, and who saved last.',
        response: { 200: envelope(AdminFreeSpinSettingsData) },
      },
    },
    async () => ok(await adminFreeSpinSettings(app.db)),
  );

  app.put(
    '/freespins/settings',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Saves the free-spin settings whole (audited freespin.settings).',
        body: AdminFreeSpinSettingsBody,
        response: { 200: envelope(AdminFreeSpinSettingsData) },
      },
    },
    async (req) => ok(await saveAdminFreeSpinSettings(app.db, req.operator.id, req.body), 'บันทึกการตั้งค่าแล้ว'),
  );

  app.get(
    '/freespins/report',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Per Bangkok day (newest first): spins granted by source, spins played, wins and what was paid, members.',
        querystring: AdminFreeSpinReportQuery,
        response: { 200: envelope(AdminFreeSpinReportData) },
      },
    },
    async (req) => ok(await freeSpinReport(app.db, req.query)),
  );

  app.get(
    '/freespins/rounds',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Free-spin rounds of every member, newest first, by member (phone or id) and game.',
        querystring: AdminFreeSpinRoundQuery,
        response: { 200: envelope(AdminFreeSpinRoundPage) },
      },
    },
    async (req) => ok(await adminFreeSpinRounds(app.db, req.query)),
  );
}
