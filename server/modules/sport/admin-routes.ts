import { AdminIdParams } from '@contract/admin';
import {
  AdminSportBetsPage,
  AdminSportBetsQuery,
  AdminSportExposureData,
  AdminSportExposureQuery,
  AdminSportFeedBody,
  AdminSportFixturePage,
  AdminSportFixtureQuery,
  AdminSportImportsData,
  AdminSportLeaguesData,
  AdminSportMembersPage,
  AdminSportMembersQuery,
  AdminSportOddsBody,
  AdminSportResultBody,
  AdminSportSettingsData,
  AdminSportSuspendBody,
  AdminSportVoidBody,
} from '@contract/admin-sport';
import { envelope } from '@contract/envelope';
import { SportSettings } from '@contract/sport';
import { SportFeedAnswer } from '@contract/sport-feed';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { enterResult, saveAdminSportSettings, setMarketOdds, suspendFixture, suspendMarket, voidFixture } from './admin';
import { adminFixtures, adminImports, adminLeagues, fixtureBets, membersResults, sportExposure } from './admin-reads';
import { importFeed } from './feed';
import { parseFeedText } from './feed-parse';
import { FEED_BODY_LIMIT } from './feed-routes';
import { sportSettings } from './settings';

const Done = z.object({ id: z.number() });

/**
 * The operators' sportsbook (/api/admin/sport, docs/sport.md "Back office"). Finance trades
 * (odds, lines, suspensions, voids), enters results, imports feeds and saves the settings, every
 * write audited; finance and support read (admin does everything).
 */
export async function sportOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/sport/fixtures',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        description: 'Fixtures by kick-off (Bangkok day, league, status, team name) with every market and their open bets.',
        querystring: AdminSportFixtureQuery,
        response: { 200: envelope(AdminSportFixturePage) },
      },
    },
    async (req) => ok(await adminFixtures(app.db, req.query)),
  );

  app.get(
    '/sport/leagues',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags, description: 'Every league.', response: { 200: envelope(AdminSportLeaguesData) } },
    },
    async () => ok(await adminLeagues(app.db)),
  );

  app.put(
    '/sport/markets/:id',
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        description: 'Odds of every selection by hand (and the line when given); moves odds_version (audited sport.market.odds).',
        params: AdminIdParams,
        body: AdminSportOddsBody,
        response: { 200: envelope(Done) },
      },
    },
    async (req) => {
      await setMarketOdds(app.db, req.operator.id, req.params.id, req.body);
      return ok({ id: req.params.id }, 'บันทึกราคาแล้ว');
    },
  );

  app.post(
    '/sport/markets/:id/suspend',
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        description: 'Suspends (no bets) or reopens a market (audited sport.market.suspend|unsuspend).',
        params: AdminIdParams,
        body: AdminSportSuspendBody,
        response: { 200: envelope(Done) },
      },
    },
    async (req) => {
      await suspendMarket(app.db, req.operator.id, req.params.id, req.body.suspended);
      return ok({ id: req.params.id }, req.body.suspended ? 'ปิดรับราคานี้แล้ว' : 'เปิดรับราคานี้แล้ว');
    },
  );

  app.post(
    '/sport/fixtures/:id/suspend',
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        description: 'Suspends (no bets on any market) or reopens a fixture (audited sport.fixture.suspend|unsuspend).',
        params: AdminIdParams,
        body: AdminSportSuspendBody,
        response: { 200: envelope(Done) },
      },
    },
    async (req) => {
      await suspendFixture(app.db, req.operator.id, req.params.id, req.body.suspended);
      return ok({ id: req.params.id }, req.body.suspended ? 'ปิดรับคู่นี้แล้ว' : 'เปิดรับคู่นี้แล้ว');
    },
  );

  app.post(
    '/sport/fixtures/:id/void',
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        description: 'Voids a fixture: markets closed, every leg void at the next settlement (audited sport.fixture.void).',
        params: AdminIdParams,
        body: AdminSportVoidBody,
        response: { 200: envelope(Done) },
      },
    },
    async (req) => {
      await voidFixture(app.db, req.operator.id, req.params.id, req.body.reason);
      return ok({ id: req.params.id }, 'ยกเลิกคู่นี้ (โมฆะ) แล้ว');
    },
  );

  app.put(
    '/sport/fixtures/:id/result',
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        description: 'Enters or corrects a status and scores; a change moves result_version and re-settles (audited sport.fixture.result).',
        params: AdminIdParams,
        body: AdminSportResultBody,
        response: { 200: envelope(z.object({ id: z.number(), changed: z.boolean() })) },
      },
    },
    async (req) => {
      const r = await enterResult(app.db, req.operator.id, req.params.id, req.body);
      return ok({ id: req.params.id, ...r }, r.changed ? 'บันทึกผลการแข่งขันแล้ว' : 'ผลการแข่งขันเหมือนเดิม ไม่มีการเปลี่ยนแปลง');
    },
  );

  app.get(
    '/sport/fixtures/:id/bets',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        description: 'Bets with a leg on the fixture, newest first, with that leg and the member.',
        params: AdminIdParams,
        querystring: AdminSportBetsQuery,
        response: { 200: envelope(AdminSportBetsPage) },
      },
    },
    async (req) => ok(await fixtureBets(app.db, req.params.id, req.query)),
  );

  app.post(
    '/sport/feed',
    {
      config: { roles: ['finance'] },
      bodyLimit: FEED_BODY_LIMIT + 1024,
      schema: {
        tags,
        description:
          'Imports a feed document (its text, contract/sport-feed.ts); the same text twice changes nothing (audited sport.feed.import).',
        body: AdminSportFeedBody,
        response: { 200: envelope(SportFeedAnswer) },
      },
    },
    async (req) => {
      const doc = parseFeedText(req.body.text);
      const answer = await importFeed(app.db, req.body.text, doc, { source: 'operator', operatorId: req.operator.id });
      return ok(answer, answer.duplicate ? 'ไฟล์นี้นำเข้าแล้ว ไม่มีการเปลี่ยนแปลง' : 'นำเข้าฟีดแล้ว');
    },
  );

  app.get(
    '/sport/feed/imports',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags, description: 'The last 50 imports.', response: { 200: envelope(AdminSportImportsData) } },
    },
    async () => ok(await adminImports(app.db)),
  );

  app.get(
    '/sport/settings',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags, description: 'The sportsbook settings.', response: { 200: envelope(AdminSportSettingsData) } },
    },
    async () => ok(await sportSettings(app.db)),
  );

  app.put(
    '/sport/settings',
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        description: 'Saves the settings whole (audited sport.settings).',
        body: SportSettings,
        response: { 200: envelope(AdminSportSettingsData) },
      },
    },
    async (req) => {
      await saveAdminSportSettings(app.db, req.operator.id, req.body);
      return ok(await sportSettings(app.db), 'บันทึกการตั้งค่าแล้ว');
    },
  );

  app.get(
    '/sport/exposure',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        description:
          "Open bets' stakes and potential payouts by market and selection (a fixture, or fixtures kicking off on a Bangkok day).",
        querystring: AdminSportExposureQuery,
        response: { 200: envelope(AdminSportExposureData) },
      },
    },
    async (req) => ok(await sportExposure(app.db, req.query)),
  );

  app.get(
    '/sport/members',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        description: 'Per member, bets placed on the Bangkok days from..to: counts, staked, open, paid and net, biggest stakes first.',
        querystring: AdminSportMembersQuery,
        response: { 200: envelope(AdminSportMembersPage) },
      },
    },
    async (req) => ok(await membersResults(app.db, req.query)),
  );
}
