import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { freeSpinSummaryQuery, loadFreeSpinPage } from '@/features/freespins';
import { ensureLobby, loadLobbyPages } from '@/features/games';
import { ensurePageData, pageWithData } from '@/lib/route-data';
import { isLoggedInAtom } from '@/state/auth';

const FreeSpinPage = lazy(() => loadFreeSpinPage().then((m) => ({ default: m.FreeSpinPage })));
/** The freespin game lobby; the five lobbies share one lazy chunk (features/games/pages). */
const FreespinLobby = lazy(() => loadLobbyPages().then((m) => ({ default: m.FreespinLobby })));

function FreeSpinRoute() {
  return <FreeSpinPage lobby={<FreespinLobby />} />;
}

/** /freespin: a member's free spins played in the in-house slot, and the lobby's free-spin games. */
export const Route = createFileRoute('/_default/freespin')({
  // Both lazy parts are loaded here (the router knows neither), so the page never suspends on arrival.
  loader: ({ context }) =>
    pageWithData(
      () => Promise.all([loadFreeSpinPage(), loadLobbyPages()]),
      ensureLobby(context.queryClient, 'freespin'),
      context.store.get(isLoggedInAtom) ? ensurePageData(context.queryClient, freeSpinSummaryQuery) : undefined,
    ),
  component: FreeSpinRoute,
});
