import type { Wallet } from '@contract/account';
import type {
  GameCategory,
  GameDemoBody,
  GameItem,
  GameLinkBody,
  GameLobbyData,
  GameWalletsBody,
  LobbyConfig,
  ProviderLobbyConfig,
  RecentGamesData,
} from '@contract/games';
import type { z } from 'zod';
import { api } from '@/lib/http';

export type RecentGame = z.infer<typeof RecentGamesData>[number];

/** The lobby and launcher calls (docs/wire-format.md "Calls", docs/games.md "Lobby and launcher calls"). */
export const gamesApi = {
  list: (q: { provider?: string; category?: GameCategory; limit?: number }) => api.get<GameItem[]>('/game/list', q),
  lobby: (category?: string) => api.get<GameLobbyData>('/game/lobby', { category }),
  config: (lobbyKey: string) => api.get<LobbyConfig>('/lobby/configs', { lobby_key: lobbyKey }),
  /** A name that is a category answers the category's config (no `kind`): the caller tells them apart. */
  providerConfig: (name: string) => api.get<ProviderLobbyConfig | LobbyConfig>('/lobby/configs', { lobby_key: name }),
  recent: () => api.get<RecentGame[]>('/game/recent'),
  wallets: (body: GameWalletsBody) => api.post<Wallet[]>('/game/wallets', body),
  link: (body: GameLinkBody) => api.post<{ link: string }>('/game/link', body),
  demo: (body: GameDemoBody) => api.post<{ link: string }>('/game/demo', body),
};
