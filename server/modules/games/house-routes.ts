import { envelope } from '@contract/envelope';
import {
  HousePlayBody,
  HousePlayData,
  HouseRoundsData,
  HouseRoundsQuery,
  HouseSeedBody,
  HouseSeedData,
  HouseSessionData,
  HouseTokenQuery,
  HouseVerifyBody,
  HouseVerifyData,
} from '@contract/games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { GamesContext } from './context';
import { verifyHouseRound } from './house-play';
import { hashToken } from './sessions';

const tags = ['in-house games'];
/** A refused round (insufficient funds) answers the balance now. */
const BalanceOnly = z.object({ balance: z.number() });
const byToken = (req: FastifyRequest) => {
  const token = (req.body as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? `token:${hashToken(token)}` : undefined;
};

/**
 * The /play game clients' API (docs/games.md "In-house play"). The launch or demo token from the
 * game link authenticates each call: the clients load none of the member-area code and send no
 * member bearer token.
 */
export async function houseRoutes(root: FastifyInstance, opts: { ctx: GamesContext }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  app.get(
    '/games/house/session',
    {
      schema: {
        tags,
        description:
          'What the game client loads first: the game (rules, paytable, limits), the wallet and balance, and the seed pair to play with.',
        querystring: HouseTokenQuery,
        response: { 200: envelope(HouseSessionData) },
      },
    },
    async (req) => ok(await ctx.house.session(req.query.token)),
  );

  app.post(
    '/games/house/play',
    {
      preHandler: app.limit('house_play', 1_200, 60_000, byToken),
      schema: {
        tags,
        description:
          "One round (one spin, hand, roll or shot). input is the game's own request, amounts in satang. A retry with the same request_id answers the round already played.",
        body: HousePlayBody,
        response: { 200: envelope(z.union([HousePlayData, BalanceOnly])) },
      },
    },
    async (req) => ok(await ctx.house.play(req.body)),
  );

  app.post(
    '/games/house/seed',
    {
      schema: {
        tags,
        description: 'Ends the seed pair (reveals its server seed) and opens the next, with the new client seed if given.',
        body: HouseSeedBody,
        response: { 200: envelope(HouseSeedData) },
      },
    },
    async (req) => ok(await ctx.house.rotate(req.body.token, req.body.client_seed)),
  );

  app.get(
    '/games/house/rounds',
    {
      schema: {
        tags,
        description: "The token owner's recent rounds, newest first, with their proofs.",
        querystring: HouseRoundsQuery,
        response: { 200: envelope(HouseRoundsData) },
      },
    },
    async (req) => ok({ rounds: await ctx.house.rounds(req.query.token, req.query.game_id, req.query.limit) }),
  );

  app.post(
    '/games/house/verify',
    {
      preHandler: app.limit('house_verify', 120, 60_000),
      schema: {
        tags,
        description: 'Re-plays a round from its revealed server seed and says whether it matches.',
        body: HouseVerifyBody,
        response: { 200: envelope(HouseVerifyData) },
      },
    },
    async (req) => ok(verifyHouseRound(req.body)),
  );
}
