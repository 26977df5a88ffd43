import { lazy } from '@contract/lazy';

const timeOfDay = lazy(
  () => new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/** A Bangkok time of day as lotto closes are read: '15:20'. */
export function formatTimeOfDay(iso: string): string {
  return timeOfDay().format(new Date(iso));
}
