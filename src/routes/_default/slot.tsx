import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The slot game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/slot')({
  loader: async ({ context }) => (await import('@/features/games/pages')).prefetchLobby(context.queryClient, 'slot'),
  component: lazyRouteComponent(() => import('@/features/games/pages'), 'SlotLobby'),
});
