import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The freespin game lobby; the five lobbies share one lazy chunk (features/games/pages). */
export const Route = createFileRoute('/_default/freespin')({
  component: lazyRouteComponent(() => import('@/features/games/pages'), 'FreespinLobby'),
});
