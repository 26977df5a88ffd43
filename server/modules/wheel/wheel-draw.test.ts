import { readFileSync } from 'node:fs';
import { prizeUnits } from '@contract/prizes';
import { WHEEL_PROBABILITY_TOTAL, WheelBoardInput, wheelExpected, wheelSlotIndex } from '@contract/wheel';
import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, newClientSeed, newServerSeed } from '../../games/house';
import { DEMO_BOARD, DEMO_EXPECTED, wheelRoll } from '.';

/**
 * The draw as a pure function: segments cover their probability's share of [0, 10,000) exactly; the
 * demo board's expected value is exact and equals what the docs publish; 1,000,000 crypto-seeded draws
 * land within the 99.9 % confidence interval of the mean of each prize kind.
 */
describe('wheel draw (pure)', () => {
  it('a roll lands on the segment whose cumulative range holds it', () => {
    const p = [2_500, 2_500, 5_000];
    expect(wheelSlotIndex(0, p)).toBe(0);
    expect(wheelSlotIndex(2_499, p)).toBe(0);
    expect(wheelSlotIndex(2_500, p)).toBe(1);
    expect(wheelSlotIndex(4_999, p)).toBe(1);
    expect(wheelSlotIndex(5_000, p)).toBe(2);
    expect(wheelSlotIndex(9_999, p)).toBe(2);
    expect(() => wheelSlotIndex(10_000, p)).toThrow(RangeError);
    // Every roll of the demo board: each segment is hit by exactly its probability of the 10,000.
    const probabilities = DEMO_BOARD.slots.map((s) => s.probability);
    const hits = probabilities.map(() => 0);
    for (let roll = 0; roll < WHEEL_PROBABILITY_TOTAL; roll++) hits[wheelSlotIndex(roll, probabilities)] += 1;
    expect(hits).toEqual(probabilities);
  });

  it("the roll is the house games' unbiased HMAC integer, reproducible from seed, client seed and nonce", () => {
    const seed = newServerSeed();
    const client = newClientSeed();
    for (let nonce = 0; nonce < 50; nonce++) {
      const roll = wheelRoll(seed, client, nonce);
      expect(roll).toBe(createRng({ serverSeed: seed, clientSeed: client, nonce }).intBelow(10_000));
      expect(roll).toBe(wheelRoll(seed, client, nonce));
      expect(roll).toBeGreaterThanOrEqual(0);
      expect(roll).toBeLessThan(10_000);
    }
    // A fixed vector: anyone can recompute it from fair.ts's definition.
    const fixed = 'a'.repeat(64);
    expect(hashSeed(fixed)).toMatch(/^[0-9a-f]{64}$/);
    expect(wheelRoll(fixed, 'member', 0)).toBe(wheelRoll(fixed, 'member', 0));
    expect(new Set(Array.from({ length: 20 }, (_, n) => wheelRoll(fixed, 'member', n))).size).toBeGreaterThan(15);
  });

  it('the demo board is valid and its exact expected value is the one the docs publish', () => {
    expect(WheelBoardInput.safeParse(DEMO_BOARD).success).toBe(true);
    const e = wheelExpected(DEMO_BOARD.slots.map((s) => ({ kind: s.prize.kind, amount: s.prize.amount, probability: s.probability })));
    // Integers first: sum(p_i x units_i) over 10,000 spins.
    expect(e.exact).toEqual({ credit_satang: 4_000_000, points_hundredths: 27_000_000, free_spins: 3_400 });
    expect({ credit: e.credit, points: e.points, free_spins: e.free_spins }).toEqual(DEMO_EXPECTED);
    const docs = readFileSync(new URL('../../../docs/engagement.md', import.meta.url), 'utf8');
    expect(docs).toContain(
      `credit ${DEMO_EXPECTED.credit} baht, ${DEMO_EXPECTED.points} points, ${DEMO_EXPECTED.free_spins} free spins per spin`,
    );
  });

  it('1,000,000 draws of the pure draw function land within the 99.9 % confidence interval of each mean', () => {
    const n = 1_000_000;
    const z = 3.2905; // two-sided 99.9 %
    const probabilities = DEMO_BOARD.slots.map((s) => s.probability);
    const kinds = ['credit', 'points', 'free_spins'] as const;
    const value = (kind: string, i: number) => {
      const s = DEMO_BOARD.slots[i];
      return s.prize.kind === kind ? prizeUnits(s.prize.kind, s.prize.amount) : 0;
    };
    const seed = newServerSeed();
    const client = newClientSeed();
    const sums = { credit: 0, points: 0, free_spins: 0 };
    for (let nonce = 0; nonce < n; nonce++) {
      const i = wheelSlotIndex(wheelRoll(seed, client, nonce), probabilities);
      const kind = DEMO_BOARD.slots[i].prize.kind;
      if (kind !== 'none') sums[kind] += value(kind, i);
    }
    for (const kind of kinds) {
      // Exact moments from the table (units per spin): mean and variance.
      let m1 = 0;
      let m2 = 0;
      probabilities.forEach((p, i) => {
        m1 += p * value(kind, i);
        m2 += p * value(kind, i) ** 2;
      });
      const mean = m1 / WHEEL_PROBABILITY_TOTAL;
      const variance = m2 / WHEEL_PROBABILITY_TOTAL - mean ** 2;
      const half = z * Math.sqrt(variance / n);
      const observed = sums[kind] / n;
      expect(Math.abs(observed - mean), `${kind}: observed ${observed}, exact ${mean} ± ${half}`).toBeLessThanOrEqual(half);
    }
    // And the published figures are those means in baht, points and spins.
    expect(DEMO_EXPECTED.credit * 100).toBe(probabilities.reduce((s, p, i) => s + p * value('credit', i), 0) / WHEEL_PROBABILITY_TOTAL);
  }, 180_000);
});
