/**
 * The game lobbies and the launcher. The five lobbies are one chunk (pages.tsx); the launcher loads
 * the first time a game is chosen. The lobby routes' reads (zod-free) start beside the chunk.
 */
export { ensureLobby, ensureProviderLobby } from './queries';
export const loadLobbyPages = () => import('./pages');
export const loadGameLauncher = () => import('./launcher/GameLauncher');
