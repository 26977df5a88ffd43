import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import {
  GameDemoBody,
  GameLinkBody,
  GameLinkData,
  GameListData,
  GameListQuery,
  GameLobbyData,
  GameLobbyQuery,
  GameWalletsBody,
  GameWalletsData,
  LobbyConfig,
  LobbyConfigQuery,
  ProviderLobbyConfig,
  RecentGamesData,
} from '@contract/games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProviderRegistry } from '../../games/registry';
import { SandboxAggregator } from '../../games/sandbox/aggregator';
import { SANDBOX_PROVIDER_ID } from '../../games/sandbox/games';
import { sandboxRoutes } from '../../games/sandbox/routes';
import { type Transport, WalletClient } from '../../games/sandbox/wallet-client';
import { fail, ok } from '../../lib/reply';
import type { RoutesPlugin } from '../../plugins/route-groups';
import { adminGameRoutes } from './admin-routes';
import { gameLobby, isGameCategory, listGames, lobbyConfig, providerLobbyConfig, recentGames, syncCatalogue } from './catalogue';
import type { GamesContext } from './context';
import { HouseGameAccounts } from './house-accounts';
import { HousePlay } from './house-play';
import { houseRoutes } from './house-routes';
import { demoLink, gameLink, gameWallets } from './launcher';
import { openDemoSession } from './sessions';
import { GameWallet } from './wallet';
import { walletRoutes } from './wallet-routes';

const tags = ['games'];
const byMember = (req: FastifyRequest) => `member:${req.memberId}`;

/** The games' three routes plugins, sharing one context (catalogue, house accounts, wallet, sandbox). */
export type GamesRoutes = { routes: RoutesPlugin; memberRoutes: RoutesPlugin; operatorRoutes: RoutesPlugin };

/**
 * Games: builds their context once (the catalogue synced, the house accounts ready) and returns the
 * plugins that share it. `routes` is registered at the root (its routes name their own prefixes): the
 * public lobby calls of docs/wire-format.md "Calls" under /api, the in-house play API under /api/games/house (launch
 * tokens), the seamless wallet for external providers under /api/games/wallet (signed), and the
 * sandbox aggregator under /sandbox. `memberRoutes` (recent games, wallets, launch) goes to the member
 * group and `operatorRoutes` (the games desk) to the operator group.
 */
export async function gamesRoutes(app: FastifyInstance): Promise<GamesRoutes> {
  const config = app.config.games;
  const db = app.db;
  const houseAccounts = new HouseGameAccounts(db, config.houseShards);
  const wallet = new GameWallet(db, houseAccounts, { roundStatements: config.roundStatements, queueMax: app.config.batch.queueMax });
  // The sandbox reaches the wallet as any aggregator would, over HTTP: through the server itself (in
  // process, the full HTTP pipeline: parser, signature, routes).
  const transport: Transport = async (r) => {
    const res = await app.inject({ method: 'POST', url: r.path, headers: r.headers, payload: r.body });
    return { statusCode: res.statusCode, body: res.body };
  };
  const sandbox = config.sandboxEnabled
    ? new SandboxAggregator({
        client: new WalletClient({
          providerId: SANDBOX_PROVIDER_ID,
          secret: config.walletSecrets[SANDBOX_PROVIDER_ID],
          transport,
          timeoutMs: config.sandboxTimeoutMs,
          backoffMs: config.sandboxBackoffMs,
        }),
      })
    : undefined;
  const registry = createProviderRegistry({
    house: {
      openDemo: (game, isMobile) =>
        openDemoSession(db, {
          providerId: game.provider_id,
          gameId: game.game_id,
          isMobile,
          balance: config.demoBalance,
          ttlMs: config.demoTtlMs,
        }),
    },
    sandbox,
  });
  await syncCatalogue(db, registry);
  await houseAccounts.prepare(registry.keys());
  const ctx: GamesContext = {
    db,
    config,
    agentCode: app.config.agentCode,
    registry,
    houseAccounts,
    wallet,
    house: new HousePlay(db, wallet),
    sandbox,
  };

  async function routes(root: FastifyInstance) {
    await root.register(lobbyRoutes, { prefix: '/api', ctx });
    await root.register(houseRoutes, { prefix: '/api', ctx });
    await root.register(walletRoutes, { prefix: '/api', ctx });
    if (sandbox) {
      await root.register(sandboxRoutes, { prefix: '/sandbox', aggregator: sandbox });
      // Wins the wallet could not take yet are sent again every half minute (same transaction ids).
      const timer = setInterval(() => void sandbox.retryPending().catch((e) => root.log.warn({ err: e }, 'sandbox outbox')), 30_000);
      timer.unref();
      root.addHook('onClose', async () => clearInterval(timer));
    }
  }
  return {
    routes,
    memberRoutes: (member) => lobbyMemberRoutes(member, { ctx }),
    operatorRoutes: (operator) => adminGameRoutes(operator, { ctx }),
  };
}

/** The public lobby calls of docs/wire-format.md "Calls": lists, lobbies, settings and demo links. */
async function lobbyRoutes(root: FastifyInstance, opts: { ctx: GamesContext }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  app.get(
    '/game/list',
    {
      schema: {
        tags,
        description: 'Games by provider and category (default 60).',
        querystring: GameListQuery,
        response: { 200: envelope(GameListData) },
      },
    },
    async (req) => ok(await listGames(ctx.db, ctx.registry, req.query)),
  );

  app.get(
    '/game/lobby',
    {
      schema: {
        tags,
        description: "A lobby page: each provider with its games in the category (all without one) and the 'hot' list.",
        querystring: GameLobbyQuery,
        response: { 200: envelope(GameLobbyData) },
      },
    },
    async (req) => ok(await gameLobby(ctx.db, ctx.registry, req.query.category)),
  );

  app.get(
    '/lobby/configs',
    {
      schema: {
        tags,
        description:
          "A lobby page settings: Thai title, banner, tabs. lobby_key is a category (slot, casino, fishing, sport, freespin) or a provider's id in any case (its own lobby, /lobby/{name}).",
        querystring: LobbyConfigQuery,
        // The provider's shape first: it alone has `kind`, so a category lobby never matches it.
        response: { 200: envelope(z.union([ProviderLobbyConfig, LobbyConfig])) },
      },
    },
    async (req) => {
      const key = req.query.lobby_key;
      if (isGameCategory(key)) {
        const config = await lobbyConfig(ctx.db, ctx.registry, key);
        if (!config) fail(Errors.NOT_FOUND);
        return ok(config);
      }
      const config = await providerLobbyConfig(ctx.db, ctx.registry, key);
      if (!config) fail(Errors.GAME_LOBBY_NOT_FOUND);
      return ok(config);
    },
  );

  app.post(
    '/game/demo',
    {
      preHandler: app.limit('game_demo', 60, 60_000),
      schema: { tags, description: 'A demo link (play money; no login).', body: GameDemoBody, response: { 200: envelope(GameLinkData) } },
    },
    async (req) => ok({ link: await demoLink(ctx, req.body) }),
  );
}

/** The signed-in member's game calls of docs/wire-format.md "Calls": recent games, wallets, the launch link. */
async function lobbyMemberRoutes(root: FastifyInstance, opts: { ctx: GamesContext }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  app.get(
    '/game/recent',
    {
      schema: {
        tags,
        description: "The member's last played games (lobby cache 'last').",
        response: { 200: envelope(RecentGamesData) },
      },
    },
    async (req) => ok(await recentGames(ctx.db, ctx.registry, req.memberId)),
  );

  app.post(
    '/game/wallets',
    {
      schema: {
        tags,
        description: "The member's wallets for a game.",
        body: GameWalletsBody,
        response: { 200: envelope(GameWalletsData) },
      },
    },
    async (req) => ok(await gameWallets(ctx, req.memberId, req.body)),
  );

  app.post(
    '/game/link',
    {
      preHandler: app.limit('game_link', 60, 60_000, byMember),
      schema: { tags, description: 'The game link for a wallet.', body: GameLinkBody, response: { 200: envelope(GameLinkData) } },
    },
    async (req) => ok({ link: await gameLink(ctx, req.memberId, req.body) }),
  );
}
