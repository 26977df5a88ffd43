import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';

/** The history state key of the entry an open game sheet pushed (its value: that opening's id). */
export const GAME_ENTRY_KEY = 'gameSheet';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the history entry a game sheet pushed when it opened (docs/product.md "Game launcher"). */
    gameSheet?: string;
  }
}

let openings = 0;

/**
 * The phone's back button closes the game, not the lobby (docs/product.md "Game launcher"): opening
 * pushes a history entry for the same address (scroll kept), and leaving that entry (Back, or a
 * swipe) dismisses the sheet. The sheet's own close goes back over that entry, so the lobby's entry
 * is where the member is afterwards and Forward reopens nothing.
 *
 * Returns `close`: go back when the sheet's entry is the current one (the history listener then
 * dismisses), otherwise dismiss at once (a navigation already left the entry behind, e.g. the HTTP
 * client's move to /login).
 */
export function useBackCloses(open: boolean, dismiss: () => void): () => void {
  const router = useRouter();
  const entry = useRef<string | null>(null);
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;

  useEffect(() => {
    if (!open) return;
    openings += 1;
    const id = `${Date.now().toString(36)}-${openings}`;
    entry.current = id;
    // The same address (path, search and hash) as a new entry, marked as this opening's.
    void router.navigate({
      href: router.history.location.href,
      state: (s) => ({ ...s, [GAME_ENTRY_KEY]: id }),
      // The page stays where it was scrolled to behind the sheet.
      resetScroll: false,
    });
    const unsubscribe = router.history.subscribe(() => {
      if (entry.current === id && router.history.location.state[GAME_ENTRY_KEY] !== id) {
        entry.current = null;
        dismissRef.current();
      }
    });
    return () => {
      unsubscribe();
      if (entry.current === id) entry.current = null;
    };
  }, [open, router]);

  return useCallback(() => {
    const id = entry.current;
    if (id !== null && router.history.location.state[GAME_ENTRY_KEY] === id) {
      router.history.back();
      return;
    }
    entry.current = null;
    dismissRef.current();
  }, [router]);
}
