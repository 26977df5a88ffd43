import { bangkokDayStart } from '@contract/thai-calendar';

/** Lotto's calendar arithmetic on Bangkok dates 'YYYY-MM-DD' and minutes of the day (the instants: contract/thai-calendar.ts). */
const DAY_MS = 86_400_000;

/** The instant `minute` minutes after Bangkok midnight of `date` (minute may pass 1440: the next day). */
export function atBangkok(date: string, minute: number): Date {
  return new Date(bangkokDayStart(date).getTime() + minute * 60_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 'HH:MM' of a minute of the day (a minute past 24:00 wraps to the next day's clock). */
export function clockOf(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function minuteOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
}
