import { bahtToSatang } from '@contract/money';
import type { DailyRewardSettings, WinlossSettings } from '@contract/rewards';
import { bangkokDayStart } from '@contract/thai-calendar';
import type { Product } from '@contract/turnover';
import { addDays, percentBp } from '../rewards';

/**
 * The arithmetic of the three rewards (docs/rewards.md "Rules"), once for the jobs' SQL (the settings as
 * jsonb parameters) and once in JavaScript for the open period's running figures on the members'
 * pages. Satang and basis points throughout: amount = floor(base x bp / 10,000).
 */

export type DailyKind = 'cashback' | 'commission';

/** Per product (satang): the base, the rate in basis points and the amount before the cap. */
export type ProductDetail = Record<string, { base: number; bp: number; amount: number }>;

export type Computed = { base: number; amount: number; detail: ProductDetail; belowMinimum: boolean };

/** A daily setting as the job's statement takes it: rates per product as basis points per VIP level. */
export function dailyParams(s: DailyRewardSettings) {
  const rates: Record<string, number[]> = {};
  for (const [product, percents] of Object.entries(s.rates)) if (percents) rates[product] = percents.map(percentBp);
  return { rates, minimum: bahtToSatang(s.minimum), cap: bahtToSatang(s.max_per_day) };
}

/** The weekly setting as the job's statement takes it: tiers in satang and basis points, the products counted. */
export function weeklyParams(s: WinlossSettings, products: readonly Product[]) {
  return {
    tiers: s.tiers.map((t) => ({ min_loss: bahtToSatang(t.min_loss), bp: percentBp(t.percent) })),
    products: products.filter((p) => s.include_lotto || p !== 'lotto'),
    cap: bahtToSatang(s.max_per_week),
  };
}

/** Daily figures of one product: its net loss (cashback) or turnover (commission), satang. */
export const dailyBase = (kind: DailyKind, f: { turnover: number; settled: number; payout: number }) =>
  kind === 'cashback' ? Math.max(0, f.settled - f.payout) : f.turnover;

type Figure = { product: string; turnover: number; settled: number; payout: number };

/**
 * A day's reward from one member's figures, as the job computes it in SQL: only the products the
 * setting has a rate for, each floor(base x bp / 10,000) at the member's VIP level; below the minimum
 * 0; the sum capped (0 = no cap).
 */
export function computeDaily(kind: DailyKind, s: DailyRewardSettings, vipLevel: number, figures: Figure[]): Computed {
  const { rates, minimum, cap } = dailyParams(s);
  const detail: ProductDetail = {};
  let base = 0;
  let raw = 0;
  for (const f of figures) {
    const bps = rates[f.product];
    if (!bps) continue;
    const b = dailyBase(kind, f);
    if (b <= 0) continue;
    const bp = bps[vipLevel] ?? 0;
    const amount = Math.floor((b * bp) / 10_000);
    detail[f.product] = { base: b, bp, amount };
    base += b;
    raw += amount;
  }
  const belowMinimum = base < minimum;
  const amount = belowMinimum ? 0 : cap > 0 ? Math.min(raw, cap) : raw;
  return { base, amount, detail, belowMinimum };
}

/** The week's refund from one member's figures: the highest tier the summed net loss reaches, percent of it, capped. */
export function computeWeekly(s: WinlossSettings, products: readonly Product[], figures: Figure[]): Computed {
  const { tiers, products: counted, cap } = weeklyParams(s, products);
  const bases = figures
    .filter((f) => (counted as string[]).includes(f.product))
    .map((f) => ({ product: f.product, base: Math.max(0, f.settled - f.payout) }))
    .filter((f) => f.base > 0);
  const base = bases.reduce((n, f) => n + f.base, 0);
  const tier = [...tiers].reverse().find((t) => t.min_loss <= base);
  const bp = tier?.bp ?? 0;
  const detail: ProductDetail = {};
  for (const f of bases) detail[f.product] = { base: f.base, bp, amount: Math.floor((f.base * bp) / 10_000) };
  const raw = Math.floor((base * bp) / 10_000);
  const amount = cap > 0 ? Math.min(raw, cap) : raw;
  return { base, amount, detail, belowMinimum: !tier };
}

/** A day's entries may be claimed until the start of (D + 1 + claim_days), Bangkok. */
export const dailyExpiry = (day: string, claimDays: number) => bangkokDayStart(addDays(day, 1 + claimDays));

/** A week's refund may be claimed from the next Monday for claim_days days. */
export const weeklyExpiry = (monday: string, claimDays: number) => bangkokDayStart(addDays(monday, 7 + claimDays));

/** Required turnover with integer maths: ceil(amount x round(multiplier x 100) / 100), satang. */
export function requiredTurnover(amount: number, multiplier: number): number {
  return Math.ceil((amount * Math.round(multiplier * 100)) / 100);
}
