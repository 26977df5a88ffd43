import { LobbyPage } from './lobby/LobbyPage';
import { ProviderLobbyPage } from './provider-lobby/ProviderLobbyPage';
import { ProvidersPage } from './provider-lobby/ProvidersPage';

/**
 * The five lobbies and the provider lobby (/lobby/{name}), imported by their routes from here so the
 * build makes one lazy chunk for all of them (each chunk adds its name to the first page's preload map; bench/bundle.mjs, 200 KB budget).
 */
export const SlotLobby = () => <LobbyPage lobbyKey="slot" />;
export const CasinoLobby = () => <LobbyPage lobbyKey="casino" />;
export const FishingLobby = () => <LobbyPage lobbyKey="fishing" />;
export const SportLobby = () => <LobbyPage lobbyKey="sport" />;
export const FreespinLobby = () => <LobbyPage lobbyKey="freespin" />;

/** /lobby/{name}: a provider's own lobby; /lobby: the providers to choose from (same chunk: they share the tiles). */
export const ProviderLobby = ({ name }: { name: string | undefined }) =>
  // Keyed by the provider: another provider's lobby starts on 'all' with an empty search.
  name ? <ProviderLobbyPage key={name.toLowerCase()} name={name} /> : <ProvidersPage />;
