import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureLobby, loadLobbyPages } from '@/features/games';
import { pageWithData } from '@/lib/route-data';

/**
 * "กีฬาเสมือนจริง": the games lobby 'sport' (the sandbox's virtual football) that /sport showed
 * before the sportsbook; the five lobbies share one lazy chunk (features/games/pages).
 */
export const Route = createFileRoute('/_default/sport/virtual')({
  loader: ({ context }) => pageWithData(loadLobbyPages, ensureLobby(context.queryClient, 'sport')),
  component: lazyRouteComponent(loadLobbyPages, 'SportLobby'),
});
