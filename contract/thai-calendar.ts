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

// Built once: a DateTimeFormat costs far more to make than to use, and every stake and win records
// its turnover under the Bangkok day.
let bangkokDay: Intl.DateTimeFormat | undefined;

/** Bangkok calendar date today, YYYY-MM-DD. */
export function bangkokToday(now: Date = new Date()): string {
  bangkokDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' });
  return bangkokDay.format(now);
}

let thaiDateTime: Intl.DateTimeFormat | undefined;

/**
 * When results were fetched, as the results page says it: 'อัปเดตเมื่อ 25 พ.ย. 2569 18:10 น.'
 * (Bangkok time, Buddhist era). The server writes it into the HTML and the app shows the same text.
 */
export function updatedAtText(at: Date | number): string {
  thaiDateTime ??= new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `อัปเดตเมื่อ ${thaiDateTime.format(at)} น.`;
}
