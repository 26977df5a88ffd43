import { readFileSync } from 'node:fs';
import type { Rng } from './types';

/**
 * Helpers for the engines' tests only: a scripted Rng to force outcomes, running statistics for
 * the simulations, and the published document the exact figures must appear in.
 */

/** An Rng that answers the given integers in order (each must be below the n asked for). */
export function scriptedRng(values: number[]): Rng & { remaining(): number } {
  const queue = [...values];
  return {
    intBelow(n) {
      const v = queue.shift();
      if (v === undefined) throw new Error('scripted rng ran out of values');
      if (!Number.isInteger(v) || v < 0 || v >= n) throw new Error(`scripted value ${v} is not below ${n}`);
      return v;
    },
    bytes() {
      throw new Error('scripted rng has no bytes');
    },
    remaining: () => queue.length,
  };
}

/** Mean and standard deviation of a stream of per-round returns (win / stake). */
export class RunningStats {
  n = 0;
  private mean_ = 0;
  private m2 = 0;
  add(x: number) {
    this.n += 1;
    const d = x - this.mean_;
    this.mean_ += d / this.n;
    this.m2 += d * (x - this.mean_);
  }
  get mean() {
    return this.mean_;
  }
  get sd() {
    return this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1)) : 0;
  }
  /** Standard error of the mean. */
  get se() {
    return this.sd / Math.sqrt(this.n);
  }
}

/** Percentage points with 3 decimals, for the measured figures the tests print. */
export const pp = (x: number) => `${(x * 100).toFixed(3)}%`;

export function publishedDoc(): string {
  return readFileSync(new URL('../../../docs/games-rtp.md', import.meta.url), 'utf8');
}
