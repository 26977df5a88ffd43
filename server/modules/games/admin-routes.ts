import {
  AdminGame,
  AdminGamePage,
  AdminGameParams,
  AdminGameProvider,
  AdminGameProviders,
  AdminGameQuery,
  AdminGameSwitchBody,
  AdminProviderParams,
  AdminRoundPage,
  AdminRoundParams,
  AdminRoundQuery,
  AdminRoundVerifyData,
} from '@contract/admin-games';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { adminGames, adminProviders, adminRounds, switchGame, switchProvider, verifyAdminRound } from './admin-games';
import type { GamesContext } from './context';

const tags = ['admin'];

/**
 * The games desk under /api/admin/games (docs/backoffice.md "Games"). Reading the catalogue and the
 * rounds: finance and support (a member's complaint about a round reaches either). Switching a
 * provider or a game on or off: support (the catalogue is site content, like banners; no money
 * moves). Admin may do everything. Each switch writes an audit row in its own transaction.
 */
export async function adminGameRoutes(root: FastifyInstance, opts: { ctx: GamesContext }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  app.get(
    '/games/providers',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        description: 'Game providers with their switch and game counts.',
        response: { 200: envelope(AdminGameProviders) },
      },
    },
    async () => ok(await adminProviders(ctx.db, ctx.registry)),
  );

  app.put(
    '/games/providers/:id',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        description: 'Switches a provider on or off: off, its games leave the lobbies and refuse launch and bets.',
        params: AdminProviderParams,
        body: AdminGameSwitchBody,
        response: { 200: envelope(AdminGameProvider) },
      },
    },
    async (req) => ok(await switchProvider(ctx.db, ctx.registry, req.operator.id, req.params.id, req.body.enabled)),
  );

  app.get(
    '/games',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        description: 'Every game, switched off included: filter by provider, category, switch and name; sorted and paged.',
        querystring: AdminGameQuery,
        response: { 200: envelope(AdminGamePage) },
      },
    },
    async (req) => ok(await adminGames(ctx.db, req.query)),
  );

  app.put(
    '/games/:id',
    {
      config: { roles: ['support'] },
      schema: {
        tags,
        description: 'Switches a game on or off: off, it leaves the lobbies and refuses launch and bets.',
        params: AdminGameParams,
        body: AdminGameSwitchBody,
        response: { 200: envelope(AdminGame) },
      },
    },
    async (req) => ok(await switchGame(ctx.db, req.operator.id, req.params.id, req.body.enabled)),
  );

  app.get(
    '/games/rounds',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        description: "Members' in-house rounds by round id or member (id or phone), newest first, with their fairness proof.",
        querystring: AdminRoundQuery,
        response: { 200: envelope(AdminRoundPage) },
      },
    },
    async (req) => ok(await adminRounds(ctx.db, req.query)),
  );

  app.post(
    '/games/rounds/:id/verify',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        description: "Replays a round with the member's own verifier from the stored server seed (not shown while in play).",
        params: AdminRoundParams,
        response: { 200: envelope(AdminRoundVerifyData) },
      },
    },
    async (req) => ok(await verifyAdminRound(ctx.db, req.params.id)),
  );
}
