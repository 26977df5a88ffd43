import { add, div, mul, type Rational, rational, sub } from '../rational';
import { evaluateLine, REELS, ROWS } from './lines';
import { paysByIndex, type SlotMath } from './math';
import { SCATTER, SYMBOL_INDEX, SYMBOLS, type SymbolCode } from './symbols';

/**
 * The slot's exact return-to-player (docs/games-rtp.md, "Slot").
 *
 * Lines: each reel stops uniformly on its strip, so the symbol a line crosses on reel r is
 * distributed as the strip's symbol counts whatever the row, and the 5 reels are independent.
 * One line's expected pay (in line bets) is therefore the sum, over all 11^5 symbol sequences,
 * of evaluateLine's pay times the product of the symbol counts, over the product of strip
 * lengths. All 20 lines share that expectation and 20 line bets make the bet, so it is also the
 * line return per spin in bets.
 *
 * Scatters: per reel, the number of scatters in the 3 visible rows is counted for every stop;
 * the reels' distributions are convolved into the exact distribution of the screen's scatter count.
 *
 * Free spins: every free spin is independent with the same expected win w (multiplier included)
 * and retrigger chance r; a retrigger adds F spins. The number of spins T satisfies
 * E[T] = F + F r E[T], so E[T] = F / (1 - F r), and by Wald's identity the feature is worth
 * E[T] w bets. (The cap of maxFreeSpins changes this by less than 1e-30: see the docs.)
 */
interface ReelSetReturn {
  /** Expected line win per spin, in bets. */
  lines: Rational;
  /** Expected scatter pay per spin, in bets. */
  scatter: Rational;
  /** Chance of triggerScatters or more scatters. */
  trigger: Rational;
  /** Chance of exactly k scatters (index k). */
  scatterCounts: Rational[];
}

interface SlotRtp {
  base: ReelSetReturn;
  free: ReelSetReturn;
  /** Expected win of one free spin in bets, multiplier included. */
  freeSpinWin: Rational;
  expectedFreeSpins: Rational;
  /** Expected total win of a feature in bets. */
  featureValue: Rational;
  /** Return of a paid spin: lines + scatter + trigger chance x feature value. */
  total: Rational;
  /** Return of the bought feature: feature value / buy cost. */
  buy: Rational;
}

function symbolCounts(strip: readonly SymbolCode[]): number[] {
  const counts = SYMBOLS.map(() => 0);
  for (const s of strip) counts[SYMBOL_INDEX[s]] += 1;
  return counts;
}

/** One line's expected pay in line bets over the given strips. */
function lineReturn(strips: readonly (readonly SymbolCode[])[], math: SlotMath): Rational {
  const pays = paysByIndex(math);
  const counts = strips.map(symbolCounts);
  const denominator = strips.reduce((d, s) => d * BigInt(s.length), 1n);
  const line = [0, 0, 0, 0, 0];
  let total = 0n;
  const walk = (reel: number, weight: number) => {
    if (reel === REELS) {
      const hit = evaluateLine(line, pays);
      if (hit) total += BigInt(weight) * BigInt(hit.pay);
      return;
    }
    for (let s = 0; s < SYMBOLS.length; s++) {
      const c = counts[reel][s];
      if (c === 0) continue;
      line[reel] = s;
      walk(reel + 1, weight * c);
    }
  };
  walk(0, 1);
  return rational(total, denominator);
}

/** Exact distribution of the number of scatters on the screen: numerators over the product of strip lengths. */
export function scatterCountDistribution(strips: readonly (readonly SymbolCode[])[]): Rational[] {
  let dist: bigint[] = [1n];
  let denominator = 1n;
  for (const strip of strips) {
    const perReel: bigint[] = new Array(ROWS + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === SCATTER) k++;
      perReel[k] += 1n;
    }
    const next: bigint[] = new Array(dist.length + ROWS).fill(0n);
    dist.forEach((a, i) => {
      perReel.forEach((b, j) => {
        next[i + j] += a * b;
      });
    });
    dist = next;
    denominator *= BigInt(strip.length);
  }
  return dist.map((n) => rational(n, denominator));
}

export function reelSetReturn(strips: readonly (readonly SymbolCode[])[], math: SlotMath): ReelSetReturn {
  const scatterCounts = scatterCountDistribution(strips);
  let scatter = rational(0);
  let trigger = rational(0);
  scatterCounts.forEach((p, k) => {
    scatter = add(scatter, mul(p, rational(math.scatterPays[k] ?? 0)));
    if (k >= math.triggerScatters) trigger = add(trigger, p);
  });
  return { lines: lineReturn(strips, math), scatter, trigger, scatterCounts };
}

export function slotRtp(math: SlotMath): SlotRtp {
  const base = reelSetReturn(math.baseStrips, math);
  const free = reelSetReturn(math.freeStrips, math);
  const freeSpinWin = mul(add(free.lines, free.scatter), rational(math.freeSpinMultiplier));
  const f = rational(math.freeSpins);
  const growth = mul(f, free.trigger);
  if (growth.n >= growth.d) throw new RangeError('free spins would retrigger without end on average');
  const expectedFreeSpins = div(f, sub(rational(1), growth));
  const featureValue = mul(expectedFreeSpins, freeSpinWin);
  const total = add(add(base.lines, base.scatter), mul(base.trigger, featureValue));
  const buy = div(featureValue, rational(math.buyCost));
  return { base, free, freeSpinWin, expectedFreeSpins, featureValue, total, buy };
}
