import { LobbyPage } from './lobby/LobbyPage';

export { ensureLobby } from './lobby/LobbyPage';

/**
 * The five lobbies, imported by their routes from here so the build makes one lazy chunk for all of
 * them (each chunk adds its name to the first page's preload map; bench/bundle.mjs, 200 KB budget).
 */
export const SlotLobby = () => <LobbyPage lobbyKey="slot" />;
export const CasinoLobby = () => <LobbyPage lobbyKey="casino" />;
export const FishingLobby = () => <LobbyPage lobbyKey="fishing" />;
export const SportLobby = () => <LobbyPage lobbyKey="sport" />;
export const FreespinLobby = () => <LobbyPage lobbyKey="freespin" />;
