import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureLobby, loadLobbyPages } from '@/features/games';
import { pageWithData } from '@/lib/route-data';

/** The slot game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/slot')({
  loader: ({ context }) => pageWithData(loadLobbyPages, ensureLobby(context.queryClient, 'slot')),
  component: lazyRouteComponent(loadLobbyPages, 'SlotLobby'),
});
