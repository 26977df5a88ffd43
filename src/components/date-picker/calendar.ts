import { BE_OFFSET, THAI_MONTHS, THAI_MONTHS_SHORT } from '@contract/thai-calendar';

/**
 * Calendar arithmetic on ISO days ('YYYY-MM-DD'), done on UTC fields so no time zone moves a day.
 * The picker shows Buddhist-era years and Thai month names but every value it takes and gives is
 * the ISO day the API reads (docs/wire-format.md "Times and dates").
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DAY_MS = 86_400_000;

export type YearMonth = { year: number; month: number };

/** A real ISO day or null ('2026-02-30' is not one). */
export function parseIsoDay(iso: string | undefined | null): { year: number; month: number; day: number } | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = new Date(Date.UTC(year, month - 1, day));
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? { year, month, day } : null;
}

export const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later, kept inside the month (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = parseIsoDay(iso);
  if (!d) return iso;
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoDay(year, month, Math.min(d.day, daysInMonth(year, month)));
}

/** 0 = Sunday. */
export const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Thai calendars start the week on Sunday: อา จ อ พ พฤ ศ ส. */
export const THAI_WEEKDAYS_SHORT = ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'] as const;
export const THAI_WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'] as const;

/** A month's days as weeks, Sunday first; days of the neighbouring months are null. */
export function monthWeeks({ year, month }: YearMonth): (string | null)[][] {
  const first = isoDay(year, month, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = 1; d <= daysInMonth(year, month); d++) cells.push(isoDay(year, month, d));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** '2026-11-01' -> '1 พ.ย. 2569'. */
export function thaiShortDay(iso: string): string {
  const d = parseIsoDay(iso);
  return d ? `${d.day} ${THAI_MONTHS_SHORT[d.month - 1]} ${d.year + BE_OFFSET}` : iso;
}

/** '2026-11-01' -> 'วันอาทิตย์ที่ 1 พฤศจิกายน 2569' (what a screen reader says for a day). */
export function thaiLongDay(iso: string, withWeekday = false): string {
  const d = parseIsoDay(iso);
  if (!d) return iso;
  const date = `${d.day} ${THAI_MONTHS[d.month - 1]} ${d.year + BE_OFFSET}`;
  return withWeekday ? `วัน${THAI_WEEKDAYS[weekdayOf(iso)]}ที่ ${date}` : date;
}

/** The day kept inside [min, max] (either may be absent or ''). */
export function clampDay(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}
