import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The lotto lobby on its own chunk (features/lotto/lobby). */
export const Route = createFileRoute('/_default/lotto/lobby')({
  component: lazyRouteComponent(() => import('@/features/lotto/lobby/LobbyPage'), 'LobbyPage'),
});
