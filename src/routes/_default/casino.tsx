import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureLobby, loadLobbyPages } from '@/features/games';
import { pageWithData } from '@/lib/route-data';

/** The casino game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/casino')({
  loader: ({ context }) => pageWithData(loadLobbyPages, ensureLobby(context.queryClient, 'casino')),
  component: lazyRouteComponent(loadLobbyPages, 'CasinoLobby'),
});
