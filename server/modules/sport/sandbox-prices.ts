import { randomInt } from 'node:crypto';
import type { MarketKind, Period } from '@contract/sport';

/**
 * The sandbox feed's pricing (pure but for the random source): each side's goals as a Poisson of
 * its expected goals, the main handicap and total the lines nearest an even split, odds the fair
 * price with a bookmaker's margin (5% on two-way markets, 6% on 1X2), rounded to 0.01.
 */

/** A uniform number in [0, 1) from node:crypto (the sandbox should not repeat itself after a restart). */
export const rand = (): number => randomInt(0, 1_000_000) / 1_000_000;

const MAX_GOALS = 10;
const TWO_WAY_MARGIN = 1.05;
const THREE_WAY_MARGIN = 1.06;

function poisson(lambda: number): number[] {
  const p: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k <= MAX_GOALS; k++) {
    p.push(term);
    term = (term * lambda) / (k + 1);
  }
  return p;
}

/** P(home goals - away goals = d) and P(total = n). */
function distributions(lh: number, la: number) {
  const ph = poisson(lh);
  const pa = poisson(la);
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  for (let h = 0; h <= MAX_GOALS; h++)
    for (let a = 0; a <= MAX_GOALS; a++) {
      const p = ph[h] * pa[a];
      diff.set(h - a, (diff.get(h - a) ?? 0) + p);
      total.set(h + a, (total.get(h + a) ?? 0) + p);
    }
  return { diff, total };
}

/** The chance the first side wins a bet whose margin is `value + line` (pushes left out; quarter lines halved). */
function coverChance(dist: Map<number, number>, line: number, sign: 1 | -1): number {
  const halves = Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
  let sum = 0;
  for (const l of halves) {
    let win = 0;
    let lose = 0;
    for (const [v, p] of dist) {
      const m = sign * v + l;
      if (m > 1e-9) win += p;
      else if (m < -1e-9) lose += p;
    }
    sum += win / (win + lose);
  }
  return sum / halves.length;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
const price = (p: number, margin: number) => Math.min(50, Math.max(1.01, round2(1 / (p * margin))));

export type PricedMarket = { period: Period; kind: MarketKind; line: number; odds: Record<string, number> };

function bestLine(from: number, to: number, chance: (line: number) => number): number {
  let best = from;
  for (let l = from; l <= to + 1e-9; l += 0.25) if (Math.abs(chance(l) - 0.5) < Math.abs(chance(best) - 0.5)) best = l;
  return best;
}

function periodMarkets(period: Period, lh: number, la: number, withAll: boolean): PricedMarket[] {
  const { diff, total } = distributions(lh, la);
  const hdpLine = bestLine(-3, 3, (l) => coverChance(diff, l, 1));
  const pHome = coverChance(diff, hdpLine, 1);
  const ouLine = bestLine(period === 'ft' ? 1.5 : 0.5, period === 'ft' ? 4.5 : 2.5, (l) => coverChance(total, -l, 1));
  const pOver = coverChance(total, -ouLine, 1);
  const out: PricedMarket[] = [
    { period, kind: 'hdp', line: hdpLine, odds: { home: price(pHome, TWO_WAY_MARGIN), away: price(1 - pHome, TWO_WAY_MARGIN) } },
    { period, kind: 'ou', line: ouLine, odds: { over: price(pOver, TWO_WAY_MARGIN), under: price(1 - pOver, TWO_WAY_MARGIN) } },
  ];
  if (withAll) {
    let h = 0;
    let d = 0;
    for (const [v, p] of diff) {
      if (v > 0) h += p;
      else if (v === 0) d += p;
    }
    const a = 1 - h - d;
    let odd = 0;
    for (const [n, p] of total) if (n % 2 === 1) odd += p;
    out.push(
      {
        period,
        kind: '1x2',
        line: 0,
        odds: { home: price(h, THREE_WAY_MARGIN), draw: price(d, THREE_WAY_MARGIN), away: price(a, THREE_WAY_MARGIN) },
      },
      { period, kind: 'oe', line: 0, odds: { odd: price(odd, TWO_WAY_MARGIN), even: price(1 - odd, TWO_WAY_MARGIN) } },
    );
  }
  return out;
}

/** Expected goals of a meeting: the stronger side scores more, the home side a little more. */
export function expectedGoals(home: number, away: number): { home: number; away: number } {
  const ratio = (home / away) ** 0.9;
  return { home: 1.35 * Math.sqrt(ratio) * 1.1, away: (1.35 / Math.sqrt(ratio)) * 0.9 };
}

/** Full time 1X2, handicap, over/under and odd/even; first half handicap and over/under. */
export function priceFixture(lh: number, la: number): PricedMarket[] {
  return [...periodMarkets('ft', lh, la, true), ...periodMarkets('1h', lh * 0.45, la * 0.45, false)];
}

/** One step of a random walk: each selection's implied chance moves a little, the margin stays. */
export function walkOdds(odds: number[]): number[] {
  const inv = odds.map((o) => 1 / o);
  const sum = inv.reduce((s, x) => s + x, 0);
  const moved = inv.map((x) => Math.min(0.97, Math.max(0.03, (x / sum) * Math.exp((rand() - 0.5) * 0.12))));
  const norm = moved.reduce((s, x) => s + x, 0);
  const margin = odds.length === 3 ? THREE_WAY_MARGIN : TWO_WAY_MARGIN;
  return moved.map((p) => price(p / norm, margin));
}

/** A Poisson draw. */
export function goals(lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rand();
  while (p > limit && k < MAX_GOALS) {
    k++;
    p *= rand();
  }
  return k;
}
