import type { LimitPeriod, SelfExclusionPeriod } from '@contract/limits';
import { bangkokWallClock, fromBangkokWallClock } from '@contract/thai-calendar';

/** Bangkok calendar arithmetic: on the wall clock's UTC fields (contract/thai-calendar.ts), then back to an instant. */
const DAY_MS = 86_400_000;

/**
 * The calendar period containing `now`: the Bangkok day, the week from Monday 00:00, the month
 * from the 1st 00:00. End is exclusive.
 */
export function periodBounds(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const w = bangkokWallClock(now);
  const y = w.getUTCFullYear();
  const m = w.getUTCMonth();
  const d = w.getUTCDate();
  if (period === 'daily') {
    const start = Date.UTC(y, m, d);
    return { start: fromBangkokWallClock(start), end: fromBangkokWallClock(start + DAY_MS) };
  }
  if (period === 'weekly') {
    const sinceMonday = (w.getUTCDay() + 6) % 7;
    const start = Date.UTC(y, m, d - sinceMonday);
    return { start: fromBangkokWallClock(start), end: fromBangkokWallClock(start + 7 * DAY_MS) };
  }
  return { start: fromBangkokWallClock(Date.UTC(y, m, 1)), end: fromBangkokWallClock(Date.UTC(y, m + 1, 1)) };
}

/** When a self-exclusion taken at `now` ends: 24 h, 7 or 30 days, or 6 calendar months (clamped to the month's last day). */
export function exclusionEnd(period: SelfExclusionPeriod, now: Date): Date {
  if (period === '1d') return new Date(now.getTime() + DAY_MS);
  if (period === '7d') return new Date(now.getTime() + 7 * DAY_MS);
  if (period === '30d') return new Date(now.getTime() + 30 * DAY_MS);
  const w = bangkokWallClock(now);
  const y = w.getUTCFullYear();
  const m = w.getUTCMonth() + 6;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(w.getUTCDate(), lastDay);
  return fromBangkokWallClock(Date.UTC(y, m, day, w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds(), w.getUTCMilliseconds()));
}

const thaiDateTime = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const thaiNumber = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '15 มี.ค. 2569 14:30 น.': Bangkok time, Buddhist era, as members read dates. */
export const thaiDateTimeLabel = (d: Date) => `${thaiDateTime.format(d)} น.`;

/** '1,234.50': baht in Thai style with 2 decimals (for messages; the wire carries numbers). */
export const thaiBaht = (baht: number) => thaiNumber.format(baht);
