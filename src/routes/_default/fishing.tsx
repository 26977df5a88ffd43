import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The fishing game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/fishing')({
  loader: async ({ context }) => (await import('@/features/games/pages')).prefetchLobby(context.queryClient, 'fishing'),
  component: lazyRouteComponent(() => import('@/features/games/pages'), 'FishingLobby'),
});
