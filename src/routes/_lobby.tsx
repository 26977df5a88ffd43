import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { LazyWhenOpen } from '@/app/dialogs/LazyWhenOpen';
import { LobbyLayout } from '@/app/layouts/SlimLayout';
import { loadGameLauncher } from '@/features/games';
import { selectedGameAtom } from '@/state/ui';

// The default layout mounts the game sheet with its other dialogs; this layout has only the sheet.
const GameSheet = lazy(() => loadGameLauncher().then((m) => ({ default: m.GameLauncher })));

/** The lobby layout: a provider's game lobby, and the game sheet its tiles open (loaded on first use). */
export const Route = createFileRoute('/_lobby')({
  component: Lobby,
});

function Lobby() {
  const game = useAtomValue(selectedGameAtom);
  return (
    <>
      <LobbyLayout />
      <LazyWhenOpen open={game !== null} component={GameSheet} />
    </>
  );
}
