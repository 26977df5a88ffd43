import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLobbyPages } from '@/features/games';

/** The slot game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/slot')({
  loader: async ({ context }) => (await loadLobbyPages()).ensureLobby(context.queryClient, 'slot'),
  component: lazyRouteComponent(loadLobbyPages, 'SlotLobby'),
});
