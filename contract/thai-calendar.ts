/** Thai month names, January first, as members read them on draws, statements and birth dates. */
export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

/** The Buddhist era runs 543 years ahead of the Gregorian calendar. */
export const BE_OFFSET = 543;

/** Thai short month names, as th-TH writes them in dates ('25 พ.ย. 2569'). */
export const THAI_MONTHS_SHORT = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'] as const;

/**
 * Bangkok is UTC+7 all year (no daylight saving since 1920), so its calendar is computed here
 * rather than by Intl: the first th-TH Buddhist-calendar DateTimeFormat a page makes loads ICU's
 * Thai and calendar data, an 85 ms task at 4x CPU on the results page, and every stake and win on the
 * server records its turnover under the Bangkok day. thai-calendar.test.ts checks the answers against Intl.
 */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/**
 * A Date whose UTC fields read as Bangkok's wall clock at `at` (getUTCHours() is the Bangkok hour):
 * calendar arithmetic with Date.UTC and the getUTC* fields, turned back by `fromBangkokWallClock`.
 */
export function bangkokWallClock(at: Date | number): Date {
  const time = typeof at === 'number' ? at : at.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  return new Date(time + BANGKOK_OFFSET_MS);
}

/** The instant a Bangkok wall-clock reading stands for (its UTC fields, or Date.UTC of them): the inverse of `bangkokWallClock`. */
export function fromBangkokWallClock(wall: Date | number): Date {
  return new Date((typeof wall === 'number' ? wall : wall.getTime()) - BANGKOK_OFFSET_MS);
}

/** 'YYYY-MM-DD' or throws: a day string that Date.parse would read some other way never becomes an instant. */
function dayMs(day: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 31 April over to 1 May: only a day that reads back the same is one.
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== day) throw new RangeError(`Invalid Bangkok day "${day}"`);
  return ms;
}

/** The instant a Bangkok day 'YYYY-MM-DD' starts: its midnight, 17:00 UTC the day before. */
export function bangkokDayStart(day: string): Date {
  return fromBangkokWallClock(dayMs(day));
}

/** The instant a Bangkok day ends: the next day's midnight, the exclusive end of a day's range. */
export function bangkokDayEnd(day: string): Date {
  return fromBangkokWallClock(dayMs(day) + DAY_MS);
}

/** The instant of a Bangkok wall time on a day: bangkokAt('2026-11-25', '19:30') (or 'HH:MM:SS'). */
export function bangkokAt(day: string, time: string): Date {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time);
  if (!m) throw new RangeError(`Invalid Bangkok time "${time}"`);
  return fromBangkokWallClock(dayMs(day) + ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3] ?? 0)) * 1000);
}

/** An instant as the value of a datetime-local input in Bangkok time, 'YYYY-MM-DDTHH:MM' ('' for none): operators work in Thai time. */
export const toBangkokInput = (iso: string | null | undefined): string =>
  iso ? bangkokWallClock(Date.parse(iso)).toISOString().slice(0, 16) : '';

/** A datetime-local value read as Bangkok time, as an ISO instant (null when empty). */
export const fromBangkokInput = (value: string): string | null =>
  value ? bangkokAt(value.slice(0, 10), value.slice(11)).toISOString() : null;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Bangkok calendar date today, YYYY-MM-DD. */
export function bangkokToday(now: Date = new Date()): string {
  const d = bangkokWallClock(now);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** A Bangkok time of day, '19:30' (with seconds, '19:30:05'). */
export function bangkokTime(at: Date | number | string, withSeconds = false): string {
  const d = bangkokWallClock(typeof at === 'string' ? Date.parse(at) : at);
  const hm = `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  return withSeconds ? `${hm}:${pad2(d.getUTCSeconds())}` : hm;
}

/** A Bangkok date as th-TH writes it in the Buddhist era, '28 พ.ย. 2569'. */
export function thaiShortDate(at: Date | number | string): string {
  const d = bangkokWallClock(typeof at === 'string' ? Date.parse(at) : at);
  return `${d.getUTCDate()} ${THAI_MONTHS_SHORT[d.getUTCMonth()]} ${d.getUTCFullYear() + BE_OFFSET}`;
}

/** A Bangkok date and time, '28 พ.ย. 2569 19:30'. */
export const thaiShortDateTime = (at: Date | number | string): string => `${thaiShortDate(at)} ${bangkokTime(at)}`;

/**
 * When results were fetched, as the results page says it: 'อัปเดตเมื่อ 25 พ.ย. 2569 18:10 น.'
 * (Bangkok time, Buddhist era). The server writes it into the HTML and the app shows the same text.
 */
export function updatedAtText(at: Date | number): string {
  return `อัปเดตเมื่อ ${thaiShortDateTime(at)} น.`;
}
