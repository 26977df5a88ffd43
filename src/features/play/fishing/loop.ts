import { useEffect, useRef, useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../motion';

/** The longest step one frame may take: after a stall the sea jumps at most this far. */
const MAX_STEP_MS = 50;

/**
 * Calls `frame(dt)` on every animation frame while the page is visible. A hidden tab stops the loop
 * (no frames, no battery), and the first frame after it comes back starts from a fresh clock, so
 * nothing leaps across the screen.
 */
export function useAnimationLoop(frame: (dtMs: number) => void): void {
  const latest = useRef(frame);
  useEffect(() => {
    latest.current = frame;
  });
  useEffect(() => {
    let raf = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      const dt = last === null ? 16 : Math.min(MAX_STEP_MS, now - last);
      last = now;
      latest.current(dt);
      raf = requestAnimationFrame(tick);
    };
    const start = () => {
      if (raf || document.visibilityState === 'hidden') return;
      last = null;
      raf = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(raf);
      raf = 0;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, []);
}

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null);

/** true when the member asked the system for less motion (followed live). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const m = media();
      m?.addEventListener?.('change', notify);
      return () => m?.removeEventListener?.('change', notify);
    },
    prefersReducedMotion,
    () => false,
  );
}
