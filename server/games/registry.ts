import type { GameTag } from '@contract/games';
import { HOUSE_GAMES } from './house';
import type { CatalogueGame, GameProvider } from './provider';
import { gameImage, linkWith } from './provider';
import type { SandboxAggregator } from './sandbox/aggregator';
import { createSandboxProvider } from './sandbox/provider';

/**
 * The providers this deployment offers. "house" plays the in-house engines on the site's own /play
 * page (its clients call POST /api/games/house/play with the launch token, and the money moves
 * through the wallet service in process); "sandbox" is the stand-in external aggregator that
 * reaches the wallet only over signed HTTP.
 */
export type ProviderRegistry = ReadonlyMap<string, GameProvider>;

export const HOUSE_PROVIDER_ID = 'house';
/** The /play page of the web app (game layout). */
const HOUSE_PLAY_PATH = '/play';

const HOUSE_TAGS: Record<string, GameTag[]> = {
  'siam-treasure': ['hot', 'new'],
  baccarat: ['hot'],
  hilo: ['new'],
  'golden-fish': ['hot'],
};

/** The in-house engines as catalogue entries; the first category is the game's own (turnover product). */
function houseCatalogue(): CatalogueGame[] {
  return HOUSE_GAMES.map((g, i) => ({
    game_id: g.id,
    provider_id: HOUSE_PROVIDER_ID,
    sub_provider_id: HOUSE_PROVIDER_ID,
    name_th: g.name.th,
    name_en: g.name.en,
    category: g.categories[0],
    categories: [...g.categories],
    image: gameImage(g.id),
    is_demo_available: true,
    tags: HOUSE_TAGS[g.id] ?? [],
    sort: i + 1,
  }));
}

interface HouseProviderDeps {
  /** Opens a play-money session for a demo and answers its token (server/modules/games/sessions.ts). */
  openDemo(game: CatalogueGame, isMobile: boolean): Promise<string>;
}

function createHouseProvider(deps: HouseProviderDeps): GameProvider {
  return {
    id: HOUSE_PROVIDER_ID,
    name: 'Gold House Games',
    displayName: 'โกลด์เฮาส์',
    listGames: houseCatalogue,
    launch: async (_member, wallet, game, opts) =>
      linkWith(HOUSE_PLAY_PATH, { game: game.game_id, token: opts.token, wallet: wallet.accountId }, opts.is_mobile),
    demo: async (game, opts) =>
      linkWith(HOUSE_PLAY_PATH, { game: game.game_id, token: await deps.openDemo(game, opts.is_mobile), demo: 1 }, opts.is_mobile),
  };
}

export function createProviderRegistry(opts: { house: HouseProviderDeps; sandbox?: SandboxAggregator }): ProviderRegistry {
  const providers: GameProvider[] = [createHouseProvider(opts.house)];
  if (opts.sandbox) providers.push(createSandboxProvider(opts.sandbox));
  return new Map(providers.map((p) => [p.id, p]));
}
