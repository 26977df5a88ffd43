import { describe, expect, it } from 'vitest';
import { toNumber } from '../rational';
import { pp } from '../test-support';
import { exact, simulate, TOLERANCE } from './simulation-support';

describe('slot simulation: bought features', () => {
  it('lands within 0.5 pp of the published return over 250,000 bought features', { timeout: 180_000 }, () => {
    const rounds = 250_000;
    const { stats, seconds } = simulate(rounds, 'sim-buys', true);
    const published = toNumber(exact.buy);
    console.info(
      `slot bought features: ${rounds} rounds, measured ${pp(stats.mean)} vs exact ${pp(published)}, sd ${stats.sd.toFixed(3)}, ` +
        `standard error ${pp(stats.se)}, ${seconds.toFixed(1)} s`,
    );
    expect(3 * stats.se).toBeLessThan(TOLERANCE);
    expect(Math.abs(stats.mean - published)).toBeLessThan(TOLERANCE);
  });
});
