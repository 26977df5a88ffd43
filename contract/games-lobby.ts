import type { GameItem, GameLobbyData } from './games';

/**
 * A lobby answer's games in the order the lobby shows them (every provider's list), zod-free: the
 * first script's static shell draws the first ones before the app has loaded, and the lobby page
 * lists them.
 */
export const lobbyGames = (lobby: GameLobbyData | undefined): GameItem[] => lobby?.providers.flatMap((p) => p.games) ?? [];
