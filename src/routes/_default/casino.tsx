import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The casino game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/casino')({
  loader: async ({ context }) => (await import('@/features/games/pages')).prefetchLobby(context.queryClient, 'casino'),
  component: lazyRouteComponent(() => import('@/features/games/pages'), 'CasinoLobby'),
});
