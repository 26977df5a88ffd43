import { describe, expect, it } from 'vitest';
import { toNumber } from '../rational';
import { pp } from '../test-support';
import { exact, simulate, TOLERANCE } from './simulation-support';

describe('slot simulation: paid spins', () => {
  it('lands within 0.5 pp of the published return over 2,500,000 paid spins', { timeout: 180_000 }, () => {
    const rounds = 2_500_000;
    const { stats, features, seconds } = simulate(rounds, 'sim-spins', false);
    const published = toNumber(exact.total);
    console.info(
      `slot paid spins: ${rounds} rounds, measured ${pp(stats.mean)} vs exact ${pp(published)}, sd ${stats.sd.toFixed(3)}, ` +
        `standard error ${pp(stats.se)}, features 1 in ${(rounds / features).toFixed(1)}, ${seconds.toFixed(1)} s`,
    );
    expect(3 * stats.se).toBeLessThan(TOLERANCE);
    expect(Math.abs(stats.mean - published)).toBeLessThan(TOLERANCE);
    // The trigger rate agrees with the exact chance (binomial, 4 standard deviations).
    const p = toNumber(exact.base.trigger);
    expect(Math.abs(features - rounds * p)).toBeLessThan(4 * Math.sqrt(rounds * p * (1 - p)));
  });
});
