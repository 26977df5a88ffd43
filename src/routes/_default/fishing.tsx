import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLobbyPages } from '@/features/games';

/** The fishing game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/fishing')({
  loader: async ({ context }) => (await loadLobbyPages()).ensureLobby(context.queryClient, 'fishing'),
  component: lazyRouteComponent(loadLobbyPages, 'FishingLobby'),
});
