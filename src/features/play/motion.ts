/** True when the member asked for less motion: the games then show results without their animations. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A pause in a game's animation that a "skip" can cut short: `wait(ms)` resolves after ms, or at
 * once when skipped (and every later wait too, until `reset()`).
 */
export function createPacer() {
  let skipped = false;
  const pending = new Set<() => void>();
  return {
    wait(ms: number): Promise<void> {
      if (skipped || ms <= 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          pending.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        pending.add(done);
      });
    },
    skip() {
      skipped = true;
      for (const done of [...pending]) done();
    },
    reset() {
      skipped = false;
    },
    get skipped() {
      return skipped;
    },
  };
}
