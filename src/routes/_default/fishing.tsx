import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureLobby, loadLobbyPages } from '@/features/games';
import { pageWithData } from '@/lib/route-data';

/** The fishing game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/fishing')({
  loader: ({ context }) => pageWithData(loadLobbyPages, ensureLobby(context.queryClient, 'fishing')),
  component: lazyRouteComponent(loadLobbyPages, 'FishingLobby'),
});
