import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLobbyPage } from '@/features/lotto';

/** The lotto lobby on its own chunk (features/lotto/lobby). */
export const Route = createFileRoute('/_default/lotto/lobby')({
  loader: async ({ context }) => (await loadLobbyPage()).ensureLobby(context.queryClient),
  component: lazyRouteComponent(loadLobbyPage, 'LobbyPage'),
});
