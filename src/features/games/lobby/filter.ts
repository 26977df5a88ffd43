import type { GameCategory, GameItem, GameLobbyData } from '@contract/games';
import { lobbyGames } from '@contract/games-lobby';

/** The lobby tabs (GET /api/lobby/configs): all, hot, new, last, then provider:<id> per provider. */
type LobbyLists = {
  lobby: GameLobbyData | undefined;
  /** The member's last-played games, every lobby (lobby cache `last`). */
  recent: readonly GameItem[] | undefined;
  /** The provider tab's own list (GET /api/game/list), when loaded. */
  providerGames?: readonly GameItem[];
};

export const PROVIDER_TAB = 'provider:';

/** The games a tab lists in the lobby `category`. */
export function gamesForTab(tab: string, category: GameCategory, { lobby, recent, providerGames }: LobbyLists): GameItem[] {
  const all = lobbyGames(lobby);
  if (tab === 'hot') return lobby?.hot ?? [];
  if (tab === 'new') return all.filter((g) => g.tags.includes('new'));
  if (tab === 'last') return (recent ?? []).filter((g) => g.categories.includes(category));
  if (tab.startsWith(PROVIDER_TAB)) {
    const provider = tab.slice(PROVIDER_TAB.length);
    return [...(providerGames ?? all.filter((g) => g.provider_id === provider))];
  }
  return all;
}

/** Lower case without spaces, so 'siam treasure', 'SiamTreasure' and 'สมบัติ สยาม' all match. */
const fold = (s: string) => s.toLocaleLowerCase('th-TH').replace(/\s+/g, '');

/** The games whose Thai or English name, or provider, contains the search text. */
export function searchGames(games: readonly GameItem[], text: string): GameItem[] {
  const q = fold(text);
  if (!q) return [...games];
  return games.filter((g) => [g.name_th, g.name_en, g.provider_name].some((s) => fold(s).includes(q)));
}
