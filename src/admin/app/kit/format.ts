import { BE_OFFSET, THAI_MONTHS } from '@contract/thai-calendar';

/** Baht on the wire (contract/money.ts) shown with two decimals. */
export function baht(amount: number): string {
  return amount.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** "+100.00" / "-50.00": an adjustment with its sign. */
export const signed = (amount: number) => `${amount > 0 ? '+' : ''}${baht(amount)}`;

/** A count or a figure of points as Thais write it: 1,234.5 (at most two decimals). */
export const count = (n: number) => n.toLocaleString('th-TH', { maximumFractionDigits: 2 });

/** A date-time as Bangkok reads it (operators and the audit trail speak Thai time). */
export function bangkokTime(iso: string): string {
  return new Date(iso).toLocaleString('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' });
}

/** A calendar date (YYYY-MM-DD, e.g. a birth date) as Thais write it: 15 พฤษภาคม 2533. */
export function thaiDate(ymd: string | null | undefined): string {
  const m = ymd ? /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd) : null;
  if (!m) return ymd || '-';
  return `${Number(m[3])} ${THAI_MONTHS[Number(m[2]) - 1]} ${Number(m[1]) + BE_OFFSET}`;
}

/** YYYY-MM-DD `days` before a Bangkok date (calendar arithmetic in UTC, so no time zone shifts a day). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM-DD `days` after a Bangkok date. */
export const daysAfter = (date: string, days: number) => daysBefore(date, -days);

/** Datetime-local values in Bangkok time and back (operators work in Thai time). */
export { fromBangkokInput, toBangkokInput } from '@contract/thai-calendar';
