import { envelope } from '@contract/envelope';
import {
  SportBetBody,
  SportBetData,
  SportBetsData,
  SportBetsQuery,
  SportBetView,
  SportConfigData,
  SportFixturesData,
  SportFixturesQuery,
  SportFixtureView,
  SportOddsChangedData,
} from '@contract/sport';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { placeBet } from './place';
import { sportConfig, sportFixture, sportFixtures } from './reads';
import { memberBet, memberBets } from './views';

const IdParams = z.object({
  id: z.coerce
    .number({ error: 'รหัสไม่ถูกต้อง' })
    .int({ error: 'รหัสไม่ถูกต้อง' })
    .min(1, { error: 'รหัสไม่ถูกต้อง' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'รหัสไม่ถูกต้อง' }),
});

/**
 * Members' sportsbook routes (prefix /api, docs/sport.md "Bets and limits"), public: the slip's config,
 * the fixtures and one fixture.
 */
export async function sportReadRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['sport'];

  app.get(
    '/sport/config',
    {
      schema: {
        tags,
        description: "The slip's limits: stake, parlay payout and legs (public).",
        response: { 200: envelope(SportConfigData) },
      },
    },
    async () => ok(await sportConfig(app.db)),
  );

  app.get(
    '/sport/fixtures',
    {
      schema: {
        tags,
        description: 'Scheduled and live fixtures by Bangkok day (today, tomorrow, later, all) and league, with every market (public).',
        querystring: SportFixturesQuery,
        response: { 200: envelope(SportFixturesData) },
      },
    },
    async (req) => ok(await sportFixtures(app.db, req.query)),
  );

  app.get(
    '/sport/fixture/:id',
    {
      schema: {
        tags,
        description: 'One fixture with its scores and every market (public).',
        params: IdParams,
        response: { 200: envelope(SportFixtureView) },
      },
    },
    async (req) => ok(await sportFixture(app.db, req.params.id)),
  );
}

/** Placing a bet and the member's own bets (member group). */
export async function sportMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['sport'];

  app.post(
    '/sport/bet',
    {
      preHandler: app.limit('sport-bet', 120, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        description:
          'Places a single or a step parlay (2-12 legs, one per fixture), once per request key; moved odds answer SPORT_ODDS_CHANGED with the current ones.',
        body: SportBetBody,
        // A refusal's data: the current odds (SPORT_ODDS_CHANGED).
        response: { 200: envelope(z.union([SportBetData, SportOddsChangedData])) },
      },
    },
    async (req) => {
      const data = await placeBet(app.db, req.memberId, req.body, {
        statements: app.config.sport.betStatements,
        queueMax: app.config.batch.queueMax,
      });
      return ok(data, data.replayed ? 'บิลนี้วางเดิมพันไว้แล้ว' : 'วางเดิมพันสำเร็จ');
    },
  );

  app.get(
    '/sport/bets',
    {
      schema: {
        tags,
        description:
          "The member's open or settled bets, newest first (keyset: before = the last id), each leg with its fixture and scores.",
        querystring: SportBetsQuery,
        response: { 200: envelope(SportBetsData) },
      },
    },
    async (req) => ok(await memberBets(app.db, req.memberId, req.query)),
  );

  app.get(
    '/sport/bet/:id',
    {
      schema: { tags, description: "One of the member's own bets.", params: IdParams, response: { 200: envelope(SportBetView) } },
    },
    async (req) => ok(await memberBet(app.db, req.memberId, req.params.id)),
  );
}
