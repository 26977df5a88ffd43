import { describe, expect, it } from 'vitest';
import { exclusionEnd, periodBounds, thaiBaht, thaiDateTimeLabel } from './periods';

const iso = (d: Date) => d.toISOString();

describe('Bangkok calendar periods', () => {
  // 2025-03-12 is a Wednesday; 23:30 UTC on the 11th is already 06:30 on the 12th in Bangkok.
  const now = new Date('2025-03-11T23:30:00Z');

  it('starts the day at Bangkok midnight (17:00 UTC the day before)', () => {
    expect(periodBounds('daily', now)).toEqual({ start: new Date('2025-03-11T17:00:00Z'), end: new Date('2025-03-12T17:00:00Z') });
    // 16:59 UTC is 23:59 Bangkok: still the same Bangkok day as 00:00 of the 11th.
    expect(iso(periodBounds('daily', new Date('2025-03-11T16:59:00Z')).start)).toBe('2025-03-10T17:00:00.000Z');
  });

  it('starts the week on Monday 00:00 Bangkok', () => {
    expect(periodBounds('weekly', now)).toEqual({ start: new Date('2025-03-09T17:00:00Z'), end: new Date('2025-03-16T17:00:00Z') });
    // Sunday 23:00 Bangkok belongs to the week that began the Monday before.
    expect(iso(periodBounds('weekly', new Date('2025-03-16T16:00:00Z')).start)).toBe('2025-03-09T17:00:00.000Z');
    // Monday 00:00 Bangkok starts a new one.
    expect(iso(periodBounds('weekly', new Date('2025-03-16T17:00:00Z')).start)).toBe('2025-03-16T17:00:00.000Z');
  });

  it('starts the month on the 1st 00:00 Bangkok, across a year end', () => {
    expect(periodBounds('monthly', now)).toEqual({ start: new Date('2025-02-28T17:00:00Z'), end: new Date('2025-03-31T17:00:00Z') });
    const newYear = periodBounds('monthly', new Date('2024-12-31T17:30:00Z'));
    expect(newYear).toEqual({ start: new Date('2024-12-31T17:00:00Z'), end: new Date('2025-01-31T17:00:00Z') });
  });

  it('ends self-exclusion after 1, 7 or 30 days, or 6 calendar months clamped to the month end', () => {
    expect(iso(exclusionEnd('1d', now))).toBe('2025-03-12T23:30:00.000Z');
    expect(iso(exclusionEnd('7d', now))).toBe('2025-03-18T23:30:00.000Z');
    expect(iso(exclusionEnd('30d', now))).toBe('2025-04-10T23:30:00.000Z');
    expect(iso(exclusionEnd('6m', now))).toBe('2025-09-11T23:30:00.000Z');
    // 31 August (Bangkok) + 6 months is the last day of February.
    expect(iso(exclusionEnd('6m', new Date('2025-08-31T03:00:00Z')))).toBe('2026-02-28T03:00:00.000Z');
  });

  it('writes dates and amounts the Thai way', () => {
    expect(thaiDateTimeLabel(new Date('2025-03-12T07:30:00Z'))).toBe('12 มี.ค. 2568 14:30 น.');
    expect(thaiBaht(1234.5)).toBe('1,234.50');
  });
});
