import type { GameCategory, GameItem, GameLobbyData, LobbyConfig } from '@contract/games';
import { PREFIX } from '@/state/storage';
import type { RecentGame } from './api';

/**
 * The lobby cache (docs/product.md "What the site remembers": "last, hot, casino, slot, sport, fishing and freespin lists",
 * kept in local storage) so a lobby shows at once on a later visit, offline too, while it reloads.
 * `last` names its member: another member on the same phone never sees it.
 */
type LobbyEntry = { config?: LobbyConfig; providers?: GameLobbyData['providers'] };
type LobbyCache = {
  v: 1;
  last?: { owner: string; games: RecentGame[] };
  hot?: Partial<Record<GameCategory, GameItem[]>>;
} & Partial<Record<GameCategory, LobbyEntry>>;

export const LOBBY_CACHE_KEY = `${PREFIX}lobby`;

export function readLobbyCache(): LobbyCache {
  try {
    const raw = localStorage.getItem(LOBBY_CACHE_KEY);
    const parsed = raw ? (JSON.parse(raw) as LobbyCache) : null;
    // Another shape (an older release) is dropped rather than trusted.
    return parsed && parsed.v === 1 ? parsed : { v: 1 };
  } catch {
    return { v: 1 };
  }
}

function write(change: (cache: LobbyCache) => void) {
  const cache = readLobbyCache();
  change(cache);
  try {
    localStorage.setItem(LOBBY_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // Storage full or denied (private mode): the lobby still works, it just loads from the network.
  }
}

export function cachedLobby(category: GameCategory): GameLobbyData | undefined {
  const cache = readLobbyCache();
  const providers = cache[category]?.providers;
  if (!providers) return undefined;
  return { category, providers, hot: cache.hot?.[category] ?? [] };
}

export const cachedConfig = (category: GameCategory): LobbyConfig | undefined => readLobbyCache()[category]?.config;

export function cachedRecent(owner: string): RecentGame[] | undefined {
  const last = readLobbyCache().last;
  return last && last.owner === owner ? last.games : undefined;
}

export function saveLobby(category: GameCategory, data: GameLobbyData) {
  write((c) => {
    c[category] = { ...c[category], providers: data.providers };
    c.hot = { ...c.hot, [category]: data.hot };
  });
}

export function saveConfig(category: GameCategory, config: LobbyConfig) {
  write((c) => {
    c[category] = { ...c[category], config };
  });
}

export function saveRecent(owner: string, games: RecentGame[]) {
  write((c) => {
    c.last = { owner, games };
  });
}
