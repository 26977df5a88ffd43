import { startTransition, useEffect, useState } from 'react';

/** Items a long list draws in its first render, and how many more each later step adds. */
export const FIRST_ITEMS = 4;
export const STEP_ITEMS = 6;

/**
 * How many items of a long list to draw now: the first few at once, then the rest a step at a time
 * after each paint, as transitions. A page whose list builds in one render and one commit (the
 * sportsbook's odds: hundreds of buttons) blocks a budget phone for a few hundred milliseconds;
 * in steps the first screen shows as soon as it is ready and input is handled between steps.
 */
export function useProgressiveCount(total: number, first = FIRST_ITEMS, step = STEP_ITEMS): number {
  const [count, setCount] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + step))), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
