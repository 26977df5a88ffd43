import type { GameItem, GameLobbyData, LobbyConfig, ProviderLobbyConfig } from '@contract/games';
import { GAME_LIST_DEFAULT_LIMIT, GAME_LIST_MAX_LIMIT, type GameCategory } from '@contract/games-names';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { unwrap } from '@/lib/api-error';
import { ensurePageData } from '@/lib/route-data';
import { authUserAtom } from '@/state/auth';
import { gamesApi, type RecentGame } from './api';
import { cachedConfig, cachedLobby, cachedRecent, readLobbyCache, saveConfig, saveLobby, saveRecent } from './cache';

/** The catalogue is public ('games'); the last-played list is the member's ('member', dropped at logout). */
const gameKeys = {
  lobby: (category: GameCategory) => ['games', 'lobby', category] as const,
  config: (category: GameCategory) => ['games', 'config', category] as const,
  list: (category: GameCategory, provider: string) => ['games', 'list', category, provider] as const,
  recent: (owner: string) => ['member', 'games', 'recent', owner] as const,
  providers: ['games', 'lobby', 'providers'] as const,
  providerConfig: (name: string) => ['games', 'provider-config', name.toLowerCase()] as const,
  providerGames: (provider: string) => ['games', 'list', 'provider', provider] as const,
};

/**
 * A lobby's providers with their games and its hot list. The copy kept in local storage shows at
 * once (as stale data, updated at 0) and the network answer replaces it.
 */
export const lobbyQuery = (category: GameCategory) =>
  queryOptions({
    queryKey: gameKeys.lobby(category),
    queryFn: async () => {
      const data = unwrap(await gamesApi.lobby(category));
      saveLobby(category, data);
      return data;
    },
    initialData: () => cachedLobby(category),
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });

/** The lobby's title, banner, tabs and empty text (GET /api/lobby/configs). */
export const lobbyConfigQuery = (category: GameCategory) =>
  queryOptions({
    queryKey: gameKeys.config(category),
    queryFn: async () => {
      const config = unwrap(await gamesApi.config(category));
      saveConfig(category, config);
      return config;
    },
    initialData: () => cachedConfig(category),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

/** One provider's games in a lobby (GET /api/game/list, default limit 60, docs/constants.md "Lists"). */
export const providerGamesQuery = (category: GameCategory, provider: string) =>
  queryOptions({
    queryKey: gameKeys.list(category, provider),
    queryFn: async () => unwrap(await gamesApi.list({ provider, category, limit: GAME_LIST_DEFAULT_LIMIT })),
    staleTime: 60_000,
  });

/** Every provider with its games (GET /api/game/lobby without a category): the /lobby list of providers. */
export const providersQuery = () =>
  queryOptions({
    queryKey: gameKeys.providers,
    // The whole answer is kept (not only its providers) so knownGame finds its games for the launcher.
    queryFn: async () => unwrap(await gamesApi.lobby()),
    staleTime: 60_000,
  });

/**
 * A provider's own lobby (/lobby/{name}, GET /api/lobby/configs): the name in any case. An unknown
 * provider fails with GAME_LOBBY_NOT_FOUND; a category's name answers a config without `kind`.
 */
export const providerLobbyConfigQuery = (name: string) =>
  queryOptions({
    queryKey: gameKeys.providerConfig(name),
    queryFn: async () => unwrap(await gamesApi.providerConfig(name)),
    staleTime: 5 * 60_000,
  });

/** Every game of one provider (GET /api/game/list, the largest page), for its own lobby. */
export const providerCatalogueQuery = (provider: string) =>
  queryOptions({
    queryKey: gameKeys.providerGames(provider),
    queryFn: async () => unwrap(await gamesApi.list({ provider, limit: GAME_LIST_MAX_LIMIT })),
    staleTime: 60_000,
  });

/** The signed-in member's last-played games (lobby cache `last`); nothing for visitors. */
export function useRecentGames() {
  const owner = useAtomValue(authUserAtom)?.username ?? '';
  return useQuery({
    queryKey: gameKeys.recent(owner),
    queryFn: async (): Promise<RecentGame[]> => {
      const games = unwrap(await gamesApi.recent());
      saveRecent(owner, games);
      return games;
    },
    enabled: owner !== '',
    initialData: () => (owner ? cachedRecent(owner) : undefined),
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
  });
}

/**
 * A game the lobbies already loaded (for the launcher's title and welcome toast: the selected game
 * carries only ids): from the query cache, else the local lobby cache.
 */
export function knownGame(queryClient: QueryClient, gameId: string): GameItem | undefined {
  const lists: (GameItem[] | undefined)[] = [];
  for (const [, data] of queryClient.getQueriesData<GameLobbyData | GameItem[]>({ queryKey: ['games'] })) {
    if (Array.isArray(data)) lists.push(data);
    else if (data && 'providers' in data) lists.push(...data.providers.map((p) => p.games), data.hot);
  }
  for (const [, data] of queryClient.getQueriesData<GameItem[]>({ queryKey: ['member', 'games', 'recent'] })) lists.push(data);
  const cache = readLobbyCache();
  lists.push(cache.last?.games);
  for (const entry of Object.values(cache)) {
    if (entry && typeof entry === 'object' && 'providers' in entry) lists.push(...(entry.providers ?? []).map((p) => p.games));
  }
  for (const list of lists) {
    const game = list?.find((g) => g.game_id === gameId);
    if (game) return game;
  }
  return undefined;
}

/** The answer is a provider's lobby (a category's name, e.g. /lobby/slot, answers a category config). */
export const isProvider = (c: ProviderLobbyConfig | LobbyConfig | undefined): c is ProviderLobbyConfig =>
  !!c && 'kind' in c && c.kind === 'provider';

/** A lobby route's reads (/slot, /casino, ...): the lobby and its tabs (the local lobby cache answers at once when it has them). */
export async function ensureLobby(queryClient: QueryClient, lobbyKey: GameCategory): Promise<void> {
  await Promise.all([ensurePageData(queryClient, lobbyQuery(lobbyKey)), ensurePageData(queryClient, lobbyConfigQuery(lobbyKey))]);
}

/**
 * The /lobby/{name} route's reads: the provider's lobby, then its games (the second needs the
 * provider's id as the catalogue spells it). Without a name, every provider with its games.
 */
export async function ensureProviderLobby(queryClient: QueryClient, name: string | undefined): Promise<void> {
  if (!name) return ensurePageData(queryClient, providersQuery());
  await ensurePageData(queryClient, providerLobbyConfigQuery(name));
  const config = queryClient.getQueryData(providerLobbyConfigQuery(name).queryKey);
  if (isProvider(config)) await ensurePageData(queryClient, providerCatalogueQuery(config.provider_id));
}
