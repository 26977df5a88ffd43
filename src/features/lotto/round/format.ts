import { lazy } from '@contract/lazy';

const rateFormat = lazy(() => new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 }));

/** A rate as members read it: 'บาทละ 900', 3.2 -> '3.2'. */
export function formatRate(rate: number): string {
  return rateFormat().format(rate);
}

const timeFormat = lazy(
  () =>
    new Intl.DateTimeFormat('th-TH', {
      timeZone: 'Asia/Bangkok',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    }),
);

/** A time of day in Bangkok, '14:05:09'. */
export function formatClock(iso: string): string {
  return timeFormat().format(new Date(iso));
}
