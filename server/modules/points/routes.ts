import {
  AdminPointsReportData,
  AdminPointsReportQuery,
  AdminPointsRunData,
  AdminPointsSettingsBody,
  AdminPointsSettingsData,
} from '@contract/admin-points';
import { envelope } from '@contract/envelope';
import { PointsConfigData, PointsHistoryData, PointsHistoryQuery, PointsSummaryData } from '@contract/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { adminPointsSettings, pointsReport, runPointsNow, saveAdminPointsSettings } from './admin';
import { pointsConfig, pointsHistory, pointsSummary } from './member';

/**
 * Members (prefix /api, docs/engagement.md "Members"): the public earning rates and VIP
 * thresholds, the member's own points, level and points history (`POST /api/member/points` stays in
 * the account module). Operators (under /api/admin): settings, the engagement report, a run of the job;
 * finance and support read, support manages, every write audited.
 */
export async function pointsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['points'];

  app.get(
    '/points/config',
    {
      schema: {
        tags,
        description: 'How points are earned per product and what each VIP level needs (public).',
        response: { 200: envelope(PointsConfigData) },
      },
    },
    async () => ok(await pointsConfig(app.db)),
  );
}

/** The member's points, VIP level and history (member group). */
export async function pointsMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['points'];

  app.get(
    '/points/summary',
    {
      schema: {
        tags,
        description: "The member's points, points still to be credited, VIP level and the way to the next level.",
        response: { 200: envelope(PointsSummaryData) },
      },
    },
    async (req) => ok(await pointsSummary(app.db, req.memberId)),
  );

  app.get(
    '/points/history',
    {
      schema: {
        tags,
        description: "The member's points movements, newest first.",
        querystring: PointsHistoryQuery,
        response: { 200: envelope(PointsHistoryData) },
      },
    },
    async (req) => ok(await pointsHistory(app.db, req.memberId, req.query)),
  );
}

/** Points and VIP for operators under /api/admin/points (operator group). */
export async function pointsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];

  app.get(
    '/points/settings',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Earning rates and VIP thresholds in force, and who saved them last.',
        response: { 200: envelope(AdminPointsSettingsData) },
      },
    },
    async () => ok(await adminPointsSettings(app.db)),
  );

  app.put(
    '/points/settings',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Saves the earning rates and VIP thresholds whole (audited points.settings).',
        body: AdminPointsSettingsBody,
        response: { 200: envelope(AdminPointsSettingsData) },
      },
    },
    async (req) => ok(await saveAdminPointsSettings(app.db, req.operator.id, req.body), 'บันทึกการตั้งค่าแล้ว'),
  );

  app.get(
    '/points/report',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description:
          'Per Bangkok day: points issued and spent by source, baht prizes paid, free spins granted and used; members per VIP level.',
        querystring: AdminPointsReportQuery,
        response: { 200: envelope(AdminPointsReportData) },
      },
    },
    async (req) => ok(await pointsReport(app.db, req.query)),
  );

  app.post(
    '/points/run',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Runs the points and VIP job now, as the scheduler would (audited points.run).',
        response: { 200: envelope(AdminPointsRunData) },
      },
    },
    async (req) => ok(await runPointsNow(app.db, req.operator.id), 'คำนวณแต้มและระดับ VIP แล้ว'),
  );
}
