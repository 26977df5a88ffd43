import type { GameProvider } from '../provider';
import { linkWith } from '../provider';
import type { SandboxAggregator } from './aggregator';
import { SANDBOX_GAMES, SANDBOX_PROVIDER_ID } from './games';

/** Where the sandbox serves its game page (server/games/sandbox/routes.ts). */
const SANDBOX_PLAY_PATH = '/sandbox/play';

/**
 * The sandbox as a provider: its catalogue, and links to its own game page. A real aggregator's
 * launch would be an API call returning its URL; this one needs none, the link carries the site's
 * launch token as aggregators' links commonly do.
 */
export function createSandboxProvider(aggregator: SandboxAggregator): GameProvider {
  return {
    id: SANDBOX_PROVIDER_ID,
    // The operators' name; a stand-in aggregator has no brand of its own for members, so they see
    // the Thai default (providerDisplayName).
    name: 'Sandbox Games',
    listGames: () => SANDBOX_GAMES.map((g) => g.entry),
    launch: async (_member, _wallet, game, opts) =>
      linkWith(SANDBOX_PLAY_PATH, { game: game.game_id, token: opts.token, lang: 'th' }, opts.is_mobile),
    demo: async (game, opts) =>
      linkWith(SANDBOX_PLAY_PATH, { game: game.game_id, demo: aggregator.openDemo(game.game_id), lang: 'th' }, opts.is_mobile),
  };
}
