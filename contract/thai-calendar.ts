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
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

function bangkokClock(at: Date | number): Date {
  const time = typeof at === 'number' ? at : at.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  // A Date whose UTC fields read as Bangkok's wall clock.
  return new Date(time + BANGKOK_OFFSET_MS);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Bangkok calendar date today, YYYY-MM-DD. */
export function bangkokToday(now: Date = new Date()): string {
  const d = bangkokClock(now);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** A Bangkok time of day, '19:30' (with seconds, '19:30:05'). */
export function bangkokTime(at: Date | number | string, withSeconds = false): string {
  const d = bangkokClock(typeof at === 'string' ? Date.parse(at) : at);
  const hm = `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  return withSeconds ? `${hm}:${pad2(d.getUTCSeconds())}` : hm;
}

/** A Bangkok date as th-TH writes it in the Buddhist era, '28 พ.ย. 2569'. */
export function thaiShortDate(at: Date | number | string): string {
  const d = bangkokClock(typeof at === 'string' ? Date.parse(at) : at);
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
