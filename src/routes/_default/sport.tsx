import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLobbyPages } from '@/features/games';

/** The sport game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/sport')({
  loader: async ({ context }) => (await loadLobbyPages()).ensureLobby(context.queryClient, 'sport'),
  component: lazyRouteComponent(loadLobbyPages, 'SportLobby'),
});
