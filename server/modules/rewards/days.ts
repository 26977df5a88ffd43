import { bangkokToday } from '@contract/fields';

/**
 * Calendar arithmetic on Bangkok days 'YYYY-MM-DD' (a day's instants: bangkokDayStart and
 * bangkokDayEnd in contract/thai-calendar.ts).
 */
const DAY_MS = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the Bangkok week (Monday to Sunday) the day is in. */
export function weekMonday(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((dow + 6) % 7));
}

/** The last Bangkok day that has closed at `now` (yesterday in Bangkok). */
export function lastClosedDay(now: Date): string {
  return addDays(bangkokToday(now), -1);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}
