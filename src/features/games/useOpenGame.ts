import type { GameItem } from '@contract/games';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { TOAST_MS, toaster } from '@/components/toaster';
import { isOffline, OFFLINE_REASON } from '@/lib/network';
import { isLoggedInAtom } from '@/state/auth';
import { type SelectedGame, selectedGameAtom } from '@/state/ui';

const selection = (g: GameItem, source: string, isDemo: boolean): SelectedGame => ({
  game_id: g.game_id,
  provider_id: g.provider_id,
  sub_provider_id: g.sub_provider_id,
  source,
  is_demo: isDemo,
});

function offlineRefusal(): boolean {
  if (!isOffline()) return false;
  toaster.create({ type: 'error', title: OFFLINE_REASON, duration: TOAST_MS });
  return true;
}

/**
 * What a game tile does. A member plays for real. A visitor gets the demo when the game has one
 * (as Thai sites do: try first, register to play for money), otherwise goes to /login. `source`
 * names where the game was opened (the lobby key), sent with the link. Offline, nothing opens: a
 * game needs the server, and the toast says so.
 */
export function useOpenGame(source: string) {
  const setGame = useSetAtom(selectedGameAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();

  const play = useCallback(
    (g: GameItem) => {
      if (offlineRefusal()) return;
      if (loggedIn) return setGame(selection(g, source, false));
      if (g.is_demo_available) return setGame(selection(g, source, true));
      toaster.create({ type: 'info', title: 'กรุณาเข้าสู่ระบบก่อนเล่นเกม', duration: TOAST_MS });
      void navigate({ to: '/login' });
    },
    [loggedIn, setGame, source, navigate],
  );
  const demo = useCallback(
    (g: GameItem) => {
      if (!offlineRefusal()) setGame(selection(g, source, true));
    },
    [setGame, source],
  );
  return { play, demo };
}
