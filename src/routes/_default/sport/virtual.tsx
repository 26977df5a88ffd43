import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLobbyPages } from '@/features/games';

/**
 * "กีฬาเสมือนจริง": the games lobby 'sport' (the sandbox's virtual football) that /sport showed
 * before the sportsbook; the five lobbies share one lazy chunk (features/games/pages).
 */
export const Route = createFileRoute('/_default/sport/virtual')({
  loader: async ({ context }) => (await loadLobbyPages()).ensureLobby(context.queryClient, 'sport'),
  component: lazyRouteComponent(loadLobbyPages, 'SportLobby'),
});
