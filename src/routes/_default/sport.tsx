import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The sport game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/sport')({
  loader: async ({ context }) => (await import('@/features/games/pages')).prefetchLobby(context.queryClient, 'sport'),
  component: lazyRouteComponent(() => import('@/features/games/pages'), 'SportLobby'),
});
