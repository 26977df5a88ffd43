import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLobbyPages } from '@/features/games';

/** The casino game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/casino')({
  loader: async ({ context }) => (await loadLobbyPages()).ensureLobby(context.queryClient, 'casino'),
  component: lazyRouteComponent(loadLobbyPages, 'CasinoLobby'),
});
