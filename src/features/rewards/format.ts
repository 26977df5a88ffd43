import { formatMoney, formatNumber, formatThaiDate } from '@/lib/format';

/**
 * How the rewards read in Thai (docs/rewards.md), without zod: amounts in baht with two decimals
 * (th-TH), rule thresholds in whole baht when whole, percents as 5% or 0.3%, Bangkok days in the
 * Buddhist era.
 */

/** An amount a member gets or has: "1,234.50 บาท". */
export const money = (n: number) => `${formatMoney(n)} บาท`;

/** A rule's threshold: "1,000 บาท", "99.50 บาท". */
export const bahtRule = (n: number) => `${Number.isInteger(n) ? formatNumber(n, 0) : formatMoney(n)} บาท`;

/** A percent as the settings hold it (two decimals at most): "5%", "0.3%". */
export const percentText = (n: number) => `${Number(n.toFixed(2))}%`;

/** The wagering requirement of a claim: "ติดเทิร์น 1 เท่า" or "ไม่ติดเทิร์น". */
export const requirementText = (multiplier: number) => (multiplier > 0 ? `ติดเทิร์น ${Number(multiplier.toFixed(2))} เท่า` : 'ไม่ติดเทิร์น');

/** A Bangkok day 'YYYY-MM-DD' in the Buddhist era: "20 พ.ย. 2569". */
export const thaiDay = (day: string) => formatThaiDate(`${day}T12:00:00+07:00`);

/** A period: one day, or a week "16 พ.ย. 2569 - 22 พ.ย. 2569". */
export const periodText = (from: string, to: string) => (from === to ? thaiDay(from) : `${thaiDay(from)} - ${thaiDay(to)}`);

/** A moment in Bangkok time: "23 พ.ย. 2569 00:00 น.". */
export const thaiDateTime = (iso: string) => `${formatThaiDate(iso, true)} น.`;

/** A cap: "ไม่จำกัด" for 0. */
export const capText = (n: number) => (n > 0 ? bahtRule(n) : 'ไม่จำกัด');

/** A minimum: "ไม่มีขั้นต่ำ" for 0. */
export const minimumText = (n: number) => (n > 0 ? bahtRule(n) : 'ไม่มีขั้นต่ำ');

/** YYYY-MM-DD `days` before a day (calendar arithmetic in UTC, so no time zone moves it). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type Tier = { min_loss: number; percent: number };

/** The highest tier a week's net loss reaches (tiers in ascending min_loss), and the next one. */
export function tierOf(tiers: readonly Tier[], net: number): { reached: Tier | null; next: Tier | null } {
  const sorted = [...tiers].sort((a, b) => a.min_loss - b.min_loss);
  let reached: Tier | null = null;
  for (const t of sorted) if (t.min_loss <= net && net > 0) reached = t;
  const next = sorted.find((t) => t.min_loss > net) ?? null;
  return { reached, next };
}

/** "เสีย 1,000 บาทขึ้นไป คืน 5%". */
export const tierText = (t: Tier) => `เสีย ${bahtRule(t.min_loss)}ขึ้นไป คืน ${percentText(t.percent)}`;
