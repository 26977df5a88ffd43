import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * The sheet's fullscreen toggle (docs/product.md "Game launcher"). With the Fullscreen API the sheet itself goes
 * full screen (the browser's bars go away); without it (iPhone Safari) the sheet already fills the
 * screen, so "full screen" folds the sheet's own bar away instead. Leaving the game leaves it too.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);

  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement != null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, [target]);

  const toggle = useCallback(async () => {
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => {});
      return;
    }
    const el = target.current;
    if (el && document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
      try {
        await el.requestFullscreen();
        return;
      } catch {
        // Refused (not from a click, or a policy): fall back to folding the bar.
      }
    }
    setOn((v) => !v);
  }, [target]);

  return { on, toggle };
}
