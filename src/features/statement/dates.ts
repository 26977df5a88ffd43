import { bangkokToday } from '@contract/fields';

/** YYYY-MM-DD `days` before a Bangkok date (calendar arithmetic in UTC, so no time zone shifts a day). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

type QuickRange = { key: string; label: string; from: string; to: string };

/** Today, the last 7 and the last 30 days, on the Bangkok calendar. */
export function quickRanges(today: string = bangkokToday()): QuickRange[] {
  return [
    { key: 'today', label: 'วันนี้', from: today, to: today },
    { key: '7d', label: '7 วัน', from: daysBefore(today, 6), to: today },
    { key: '30d', label: '30 วัน', from: daysBefore(today, 29), to: today },
  ];
}
