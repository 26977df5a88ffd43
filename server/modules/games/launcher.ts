import type { Wallet } from '@contract/account';
import { Errors } from '@contract/errors';
import type { GameDemoBody, GameLinkBody, GameWalletsBody } from '@contract/games';
import type { z } from 'zod';
import type { GamesConfig } from '../../config';
import type { Db } from '../../db';
import type { ProviderRegistry } from '../../games/registry';
import { fail } from '../../lib/reply';
import { assertOwnAgent } from '../agent';
import { memberWallets } from '../ledger';
import { assertNotExcluded } from '../limits';
import { findGame, type GameRow, toCatalogueGame } from './catalogue';
import { openLaunchSession, recordLaunch } from './sessions';

/**
 * The launcher's calls (docs/product.md "Game launcher" and docs/wire-format.md "Calls"): the wallets a game can be played from,
 * the real game link for a chosen wallet, and the demo link. A real link opens a launch session
 * (token bound to member, wallet and game) and counts toward the member's last-played list.
 */
interface LauncherContext {
  db: Db;
  registry: ProviderRegistry;
  config: GamesConfig;
  agentCode: string;
}

async function gameOrFail(ctx: LauncherContext, providerId: string, gameId: string): Promise<GameRow> {
  const game = await findGame(ctx.db, ctx.registry, providerId, gameId);
  if (!game) fail(Errors.GAME_NOT_FOUND);
  return game;
}

/** Every baht wallet of the member can play every game (the client keeps those above 0 and the main wallet). */
export async function gameWallets(ctx: LauncherContext, memberId: number, body: z.output<typeof GameWalletsBody>): Promise<Wallet[]> {
  const game = await gameOrFail(ctx, body.provider_id, body.game_id);
  if (body.sub_provider_id !== undefined && body.sub_provider_id !== game.sub_provider_id) fail(Errors.GAME_NOT_FOUND);
  await assertNotExcluded(ctx.db, memberId);
  return memberWallets(ctx.db, memberId);
}

export async function gameLink(ctx: LauncherContext, memberId: number, body: z.output<typeof GameLinkBody>): Promise<string> {
  const game = await gameOrFail(ctx, body.provider_id, body.game_id);
  const wallet = (await memberWallets(ctx.db, memberId)).find((w) => w.id === body.wallet_id);
  // Another member's wallet (or one that does not exist) is not found, whoever asks.
  if (!wallet) fail(Errors.NOT_FOUND);
  await assertNotExcluded(ctx.db, memberId);
  const provider = ctx.registry.get(game.provider_id);
  if (!provider) fail(Errors.GAME_PROVIDER_UNAVAILABLE);
  const token = await openLaunchSession(ctx.db, {
    memberId,
    accountId: wallet.id,
    providerId: game.provider_id,
    gameId: game.game_id,
    isMobile: body.is_mobile,
    source: body.source ?? '',
    ttlMs: ctx.config.launchTtlMs,
  });
  const link = await provider.launch(
    { memberId },
    { accountId: wallet.id, walletTypeId: wallet.wallet_type_id },
    toCatalogueGame(game, ctx.registry),
    {
      is_mobile: body.is_mobile,
      token,
    },
  );
  await recordLaunch(ctx.db, memberId, game.provider_id, game.game_id);
  return link;
}

export async function demoLink(ctx: LauncherContext, body: z.output<typeof GameDemoBody>): Promise<string> {
  // An empty code cannot belong to this site either.
  assertOwnAgent(body.agent_code || '-', ctx.agentCode);
  const game = await gameOrFail(ctx, body.provider_id, body.game_id);
  if (!game.is_demo_available) fail(Errors.GAME_DEMO_UNAVAILABLE);
  const provider = ctx.registry.get(game.provider_id);
  if (!provider) fail(Errors.GAME_PROVIDER_UNAVAILABLE);
  return provider.demo(toCatalogueGame(game, ctx.registry), { is_mobile: body.is_mobile });
}
