import type { GameCategory } from '@contract/games-names';
import type { QueryClient } from '@tanstack/react-query';
import { LobbyPage } from './lobby/LobbyPage';
import { lobbyConfigQuery, lobbyQuery } from './queries';

/**
 * The lobby routes' loader: the lobby and its tabs are asked for before the page renders (on a
 * first visit the first script has asked already, lib/early.ts), so the first render has the
 * games instead of rendering the whole grid again when they arrive.
 */
export function prefetchLobby(queryClient: QueryClient, lobbyKey: GameCategory): void {
  void queryClient.prefetchQuery(lobbyQuery(lobbyKey));
  void queryClient.prefetchQuery(lobbyConfigQuery(lobbyKey));
}

/**
 * The five lobbies, imported by their routes from here so the build makes one lazy chunk for all of
 * them (each chunk adds its name to the first page's preload map; bench/bundle.mjs, 200 KB budget).
 */
export const SlotLobby = () => <LobbyPage lobbyKey="slot" />;
export const CasinoLobby = () => <LobbyPage lobbyKey="casino" />;
export const FishingLobby = () => <LobbyPage lobbyKey="fishing" />;
export const SportLobby = () => <LobbyPage lobbyKey="sport" />;
export const FreespinLobby = () => <LobbyPage lobbyKey="freespin" />;
