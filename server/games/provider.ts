import type { GameCategory, GameTag } from '@contract/games';

/**
 * What a game provider offers the site (docs/games.md): its catalogue, a launch link for
 * a member's wallet and a demo link. Money never moves here: a provider's games move money only
 * through the seamless wallet (server/modules/games/wallet.ts), in process for the house provider
 * and over signed HTTP for every other.
 */

/** A catalogue entry as a provider publishes it; the site copies it into its `game` table once. */
export interface CatalogueGame {
  game_id: string;
  provider_id: string;
  sub_provider_id: string;
  name_th: string;
  name_en: string;
  /** The game's own category: the turnover product its stakes count for. */
  category: GameCategory;
  /** Every lobby it is listed in (the category first). */
  categories: GameCategory[];
  /** /images/games/<game_id>.svg */
  image: string;
  is_demo_available: boolean;
  tags: GameTag[];
  sort: number;
}

interface LaunchMember {
  memberId: number;
}

interface LaunchWallet {
  /** The ledger account of the wallet the member chose. */
  accountId: number;
  walletTypeId: number;
}

interface LaunchOptions {
  is_mobile: boolean;
  /**
   * The site's launch token for this session: the provider hands it to its game and sends it back
   * on every wallet call, which is how the wallet knows the member, wallet and game.
   */
  token: string;
}

interface DemoOptions {
  is_mobile: boolean;
}

export interface GameProvider {
  id: string;
  /** The provider's own (operators') name: the back office and reports show it. */
  name: string;
  /**
   * The name members see (lobby tabs, the provider's lobby, the game sheet), from the provider's
   * settings; without one, members see DEFAULT_PROVIDER_DISPLAY_NAME, never the internal name.
   */
  displayName?: string;
  listGames(): CatalogueGame[];
  launch(member: LaunchMember, wallet: LaunchWallet, game: CatalogueGame, opts: LaunchOptions): Promise<string>;
  demo(game: CatalogueGame, opts: DemoOptions): Promise<string>;
}

/** docs/games.md "Provider names": what members see for a provider that sets no display name of its own. */
export const DEFAULT_PROVIDER_DISPLAY_NAME = 'ค่ายเกมพันธมิตร';

/** The name members see for a provider: its display name, else the Thai default. */
export const providerDisplayName = (provider: Pick<GameProvider, 'displayName'> | undefined): string =>
  provider?.displayName?.trim() || DEFAULT_PROVIDER_DISPLAY_NAME;

/** The artwork convention: the web app draws one SVG per game id. */
export const gameImage = (gameId: string) => `/images/games/${gameId}.svg`;

/** A link's query string, with `mobile=1` only for phones (the client reads it to lay out the game). */
export function linkWith(path: string, params: Record<string, string | number | undefined>, isMobile: boolean): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  if (isMobile) q.set('mobile', '1');
  return `${path}?${q.toString()}`;
}
