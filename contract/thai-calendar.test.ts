import { describe, expect, it } from 'vitest';
import {
  BANGKOK_OFFSET_MS,
  bangkokAt,
  bangkokDayEnd,
  bangkokDayStart,
  bangkokTime,
  bangkokToday,
  bangkokWallClock,
  fromBangkokInput,
  fromBangkokWallClock,
  thaiShortDate,
  thaiShortDateTime,
  toBangkokInput,
  updatedAtText,
} from './thai-calendar';

// What Intl (ICU) answers, which these functions compute without it.
const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' });
const intlThai = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const intlDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const intlTime = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

describe('the Bangkok calendar without Intl', () => {
  it('gives the same Bangkok day and Thai date text as Intl, around midnight and across years', () => {
    const times = [
      Date.UTC(2026, 10, 25, 16, 59, 59), // 23:59:59 in Bangkok
      Date.UTC(2026, 10, 25, 17, 0, 0), // midnight in Bangkok: the next day
      Date.UTC(2026, 11, 31, 18, 5),
      Date.UTC(2024, 1, 28, 20, 0), // 29 February in Bangkok
      Date.UTC(2000, 0, 1, 0, 0),
    ];
    for (let i = 0; i < 500; i++) times.push(Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 60 * 365 * 86_400_000));
    for (const t of times) {
      expect(bangkokToday(new Date(t))).toBe(intlDay.format(t));
      expect(updatedAtText(t)).toBe(`อัปเดตเมื่อ ${intlThai.format(t)} น.`);
      expect(updatedAtText(new Date(t))).toBe(updatedAtText(t));
      const iso = new Date(t).toISOString();
      expect(thaiShortDate(iso)).toBe(intlDate.format(t));
      expect(thaiShortDateTime(iso)).toBe(intlThai.format(t));
      expect(bangkokTime(iso, true)).toBe(intlTime.format(t));
      expect(bangkokTime(t)).toBe(intlTime.format(t).slice(0, 5));
    }
    expect(updatedAtText(Date.UTC(2026, 10, 25, 11, 10))).toBe('อัปเดตเมื่อ 25 พ.ย. 2569 18:10 น.');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => bangkokToday(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => updatedAtText(Number.NaN)).toThrow(RangeError);
  });
});

describe('Bangkok days as instants', () => {
  it('starts a day at its Bangkok midnight (17:00 UTC the day before) and ends it at the next one', () => {
    expect(bangkokDayStart('2026-11-25').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(bangkokDayEnd('2026-11-25').toISOString()).toBe('2026-11-25T17:00:00.000Z');
    // Across a month, a year and a leap day.
    expect(bangkokDayEnd('2026-12-31').getTime()).toBe(bangkokDayStart('2027-01-01').getTime());
    expect(bangkokDayEnd('2024-02-28').getTime()).toBe(bangkokDayStart('2024-02-29').getTime());
    // Every instant of the day reads back as that day, the end as the next one.
    for (const day of ['2026-11-25', '2024-02-29', '2000-01-01']) {
      const start = bangkokDayStart(day).getTime();
      const end = bangkokDayEnd(day).getTime();
      expect(end - start).toBe(86_400_000);
      expect(intlDay.format(start)).toBe(day);
      expect(intlDay.format(end - 1)).toBe(day);
      expect(intlDay.format(end)).not.toBe(day);
      expect(bangkokToday(new Date(start))).toBe(day);
    }
  });

  it('reads a wall time on a day as Bangkok time, and refuses what is not a day or a time', () => {
    expect(bangkokAt('2026-11-25', '19:30').toISOString()).toBe('2026-11-25T12:30:00.000Z');
    expect(bangkokAt('2026-11-25', '00:00').getTime()).toBe(bangkokDayStart('2026-11-25').getTime());
    expect(bangkokAt('2026-11-25', '06:59:59').toISOString()).toBe('2026-11-24T23:59:59.000Z');
    expect(bangkokTime(bangkokAt('2026-11-25', '23:05:09'), true)).toBe('23:05:09');
    for (const day of ['2026-02-30', '2026-13-01', '25-11-2026', '2026-11-25T00:00', '']) {
      expect(() => bangkokDayStart(day)).toThrow(RangeError);
      expect(() => bangkokDayEnd(day)).toThrow(RangeError);
    }
    for (const time of ['24:00', '7:30', '12:60', '12:00:60', '12', '']) expect(() => bangkokAt('2026-11-25', time)).toThrow(RangeError);
  });

  it('turns an instant into Bangkok wall-clock fields and back', () => {
    const t = Date.UTC(2026, 10, 25, 16, 59, 59); // 23:59:59 in Bangkok
    const wall = bangkokWallClock(t);
    expect([wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes()]).toEqual([25, 23, 59]);
    expect(wall.getTime() - t).toBe(BANGKOK_OFFSET_MS);
    expect(fromBangkokWallClock(wall).getTime()).toBe(t);
    expect(fromBangkokWallClock(Date.UTC(2026, 10, 26)).getTime()).toBe(bangkokDayStart('2026-11-26').getTime());
    expect(() => bangkokWallClock(Number.NaN)).toThrow(RangeError);
  });

  it('shows an instant in a datetime-local input in Bangkok time and reads the input back', () => {
    expect(toBangkokInput('2026-11-25T12:30:00.000Z')).toBe('2026-11-25T19:30');
    expect(toBangkokInput('2026-11-24T17:00:00Z')).toBe('2026-11-25T00:00');
    expect(toBangkokInput(null)).toBe('');
    expect(toBangkokInput(undefined)).toBe('');
    expect(fromBangkokInput('2026-11-25T19:30')).toBe('2026-11-25T12:30:00.000Z');
    expect(fromBangkokInput('2026-11-25T00:00')).toBe('2026-11-24T17:00:00.000Z');
    expect(fromBangkokInput('')).toBeNull();
    expect(fromBangkokInput(toBangkokInput('2027-01-01T03:15:00.000Z'))).toBe('2027-01-01T03:15:00.000Z');
  });
});
