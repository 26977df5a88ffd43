import type { HiloBet } from '@contract/hilo-bets';
import { describe, expect, it } from 'vitest';
import { createRng } from '../fair';
import { toNumber } from '../rational';
import { pp, RunningStats } from '../test-support';
import { hiloGame, hiloRtp } from './index';

/**
 * 1,000,000 rounds through the production path with a representative set of bets on every roll.
 * The even-money and single-number bets are held to 0.5 pp; every one of the 216 rolls is checked
 * to come up equally often, which with the exact enumeration covers every other bet.
 */
describe('hi-lo simulation', () => {
  it('lands within 0.5 pp of the exact returns over 1,000,000 rounds', { timeout: 180_000 }, () => {
    const rounds = 1_000_000;
    const placed: (HiloBet & { amount: number })[] = [
      { type: 'high', amount: 1_000 },
      { type: 'low', amount: 1_000 },
      { type: 'odd', amount: 1_000 },
      { type: 'even', amount: 1_000 },
      { type: 'single', value: 1, amount: 1_000 },
      { type: 'single', value: 6, amount: 1_000 },
    ];
    const stats = placed.map(() => new RunningStats());
    const rolls = new Array(216).fill(0);
    const started = performance.now();
    for (let nonce = 0; nonce < rounds; nonce++) {
      const r = hiloGame.play(createRng({ serverSeed: 'd1ce'.repeat(16), clientSeed: 'sim', nonce }), { bets: placed });
      r.outcome.bets.forEach((b, i) => {
        stats[i].add(b.win / b.stake);
      });
      const [a, b, c] = r.outcome.dice;
      rolls[(a - 1) * 36 + (b - 1) * 6 + (c - 1)]++;
    }
    const seconds = (performance.now() - started) / 1000;
    const exact = hiloRtp();
    for (const [i, bet] of placed.entries()) {
      const key = 'value' in bet ? `${bet.type}:${bet.value}` : bet.type;
      const want = toNumber(exact.find((e) => e.key === key)!.rtp);
      console.info(
        `hi-lo ${key}: measured ${pp(stats[i].mean)} vs exact ${pp(want)}, sd ${stats[i].sd.toFixed(3)}, standard error ${pp(stats[i].se)}`,
      );
      expect(3 * stats[i].se).toBeLessThan(0.005);
      expect(Math.abs(stats[i].mean - want), key).toBeLessThan(0.005);
    }
    const expected = rounds / 216;
    const chi2 = rolls.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    console.info(
      `hi-lo: ${rounds} rounds in ${seconds.toFixed(1)} s, chi-square over 216 rolls ${chi2.toFixed(1)} (215 degrees of freedom)`,
    );
    expect(chi2).toBeLessThan(287.5); // p = 0.001 for 215 degrees of freedom
  });
});
