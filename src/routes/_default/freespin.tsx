import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLobbyPages } from '@/features/games';

/** The freespin game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/freespin')({
  loader: async ({ context }) => (await loadLobbyPages()).ensureLobby(context.queryClient, 'freespin'),
  component: lazyRouteComponent(loadLobbyPages, 'FreespinLobby'),
});
