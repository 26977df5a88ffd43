import { describe, expect, it } from 'vitest';
import { birthDateToIso, birthYearsBE, isoToThaiLongDate } from './thaiDate';

describe('Thai birth dates', () => {
  it('turns day, month and Buddhist-era year into a Gregorian ISO date', () => {
    expect(birthDateToIso('7', '3', '2533')).toBe('1990-03-07');
    expect(birthDateToIso('31', '12', '2543')).toBe('2000-12-31');
  });

  it('answers undefined until all three parts are chosen', () => {
    expect(birthDateToIso('', '3', '2533')).toBeUndefined();
    expect(birthDateToIso('7', '', '2533')).toBeUndefined();
    expect(birthDateToIso('7', '3', '')).toBeUndefined();
  });

  it('shows an ISO date in Thai with the Buddhist-era year', () => {
    expect(isoToThaiLongDate('1990-05-17')).toBe('17 พฤษภาคม 2533');
    expect(isoToThaiLongDate('2001-01-01T00:00:00.000Z')).toBe('1 มกราคม 2544');
  });

  it('offers this Buddhist-era year back 100 years', () => {
    const years = birthYearsBE('2026-06-01');
    expect(years[0]).toBe(2569);
    expect(years).toHaveLength(101);
    expect(years.at(-1)).toBe(2469);
  });
});
