import { bangkokToday } from '@contract/fields';

import { BE_OFFSET, THAI_MONTHS } from '@contract/thai-calendar';

export { BE_OFFSET, THAI_MONTHS };

/** The day, month (1-12) and Buddhist-era year as chosen in the selects, or undefined while incomplete. */
export function birthDateToIso(day: string, month: string, yearBE: string): string | undefined {
  if (!day || !month || !yearBE) return undefined;
  const y = Number(yearBE) - BE_OFFSET;
  return `${String(y).padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** "1990-05-17" -> "17 พฤษภาคม 2533". */
export function isoToThaiLongDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return `${d} ${THAI_MONTHS[m - 1]} ${y + BE_OFFSET}`;
}

/** Buddhist-era years offered for a birth date: this year back 100 years, newest first. */
export function birthYearsBE(today: string = bangkokToday()): number[] {
  const thisYear = Number(today.slice(0, 4)) + BE_OFFSET;
  return Array.from({ length: 101 }, (_, i) => thisYear - i);
}
