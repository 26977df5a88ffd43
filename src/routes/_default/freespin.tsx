import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The freespin game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/freespin')({
  loader: async ({ context }) => (await import('@/features/games/pages')).prefetchLobby(context.queryClient, 'freespin'),
  component: lazyRouteComponent(() => import('@/features/games/pages'), 'FreespinLobby'),
});
