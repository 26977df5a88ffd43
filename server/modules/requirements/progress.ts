import { bangkokToday } from '@contract/fields';
import type { ProductWeights } from '@contract/promotions';
import type { DayProductStake } from '../ledger';

/**
 * Weighted turnover (docs/requirements.md "Progress"): each product's stakes count at the
 * requirement's percent for it (slot 100, casino 50, lotto 0...). No weights (null) counts every
 * product at 100; with weights, a product left out counts 0. Sums are kept in satang x percent and
 * divided once, rounding down, so many small stakes lose no satang.
 */
export function weightOf(weights: ProductWeights | null, product: string): number {
  if (weights === null) return 100;
  return (weights as Record<string, number | undefined>)[product] ?? 0;
}

/** Satang x percent staked in [fromDay, untilDay] (untilDay null = no end), weighted. */
export function weightedHundredths(
  stakes: DayProductStake[],
  weights: ProductWeights | null,
  fromDay: string,
  untilDay: string | null,
): number {
  let sum = 0;
  for (const s of stakes) {
    if (s.day < fromDay || (untilDay !== null && s.day > untilDay)) continue;
    sum += s.stake * weightOf(weights, s.product);
  }
  return sum;
}

/** The same, in satang (rounded down): the base a requirement takes on its start day. */
export const weightedStake = (stakes: DayProductStake[], weights: ProductWeights | null, fromDay: string, untilDay: string | null) =>
  Math.floor(weightedHundredths(stakes, weights, fromDay, untilDay) / 100);

/** What a turnover requirement has counted so far: weighted stakes from its start day to its end (or expiry) day, less its base. */
export function turnoverDone(
  stakes: DayProductStake[],
  r: { weights: ProductWeights | null; started_at: Date; turnover_base: number; required_turnover: number },
  endAt: Date | null,
): number {
  const staked = weightedStake(stakes, r.weights, bangkokToday(r.started_at), endAt ? bangkokToday(endAt) : null);
  return Math.max(staked - r.turnover_base, 0);
}
