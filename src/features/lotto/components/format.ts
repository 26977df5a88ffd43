import { bangkokTime } from '@contract/thai-calendar';

/** A Bangkok time of day as lotto closes are read: '15:20' (computed without Intl, contract/thai-calendar.ts). */
export function formatTimeOfDay(iso: string): string {
  return bangkokTime(iso);
}
