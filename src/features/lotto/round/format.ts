import { lazy } from '@contract/lazy';
import { bangkokTime } from '@contract/thai-calendar';

const rateFormat = lazy(() => new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 }));

/** A rate as members read it: 'บาทละ 900', 3.2 -> '3.2'. */
export function formatRate(rate: number): string {
  return rateFormat().format(rate);
}

/** A time of day in Bangkok, '14:05:09'. */
export function formatClock(iso: string): string {
  return bangkokTime(iso, true);
}
