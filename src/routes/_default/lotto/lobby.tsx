import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureLobby, loadLobbyPage } from '@/features/lotto';
import { pageWithData } from '@/lib/route-data';

/** The lotto lobby on its own chunk (features/lotto/lobby). */
export const Route = createFileRoute('/_default/lotto/lobby')({
  loader: ({ context }) => pageWithData(loadLobbyPage, ensureLobby(context.queryClient)),
  component: lazyRouteComponent(loadLobbyPage, 'LobbyPage'),
});
