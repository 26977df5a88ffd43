import { atom, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { loadingBarAtom } from '@/state/ui';

/** docs/product.md "Page loading bar": the bar stops 500 ms after a layout mounts. */
export const LAYOUT_LOADING_MS = 500;

/** Until when a mounting layout keeps the bar running (a route that resolves sooner does not stop it). */
const holdUntilAtom = atom(0);

/** Starts the bar; `holdMs` keeps it running at least that long. */
export const startLoadingAtom = atom(null, (get, set, holdMs: number = 0) => {
  set(holdUntilAtom, Math.max(get(holdUntilAtom), Date.now() + holdMs));
  set(loadingBarAtom, (s) => ({ status: 'loading', seq: s.seq + 1 }));
});
/**
 * Stops a running bar unless a layout still holds it (the layout's own timer stops it with `true`);
 * a failed bar stays red until the next start.
 */
export const finishLoadingAtom = atom(null, (get, set, fromLayout: boolean = false) => {
  if (!fromLayout && Date.now() < get(holdUntilAtom)) return;
  set(loadingBarAtom, (s) => (s.status === 'loading' ? { ...s, status: 'done' } : s));
});
export const failLoadingAtom = atom(null, (_get, set) => set(loadingBarAtom, (s) => ({ ...s, status: 'failed' })));

/**
 * Each layout calls this: the bar starts when the layout mounts and stops 500 ms later. A layout
 * effect runs before the children's effects, so a child error page can still turn the bar red.
 */
export function useLayoutLoading(): void {
  const start = useSetAtom(startLoadingAtom);
  const finish = useSetAtom(finishLoadingAtom);
  useLayoutEffect(() => {
    start(LAYOUT_LOADING_MS);
    const timer = setTimeout(() => finish(true), LAYOUT_LOADING_MS);
    return () => clearTimeout(timer);
  }, [start, finish]);
}
