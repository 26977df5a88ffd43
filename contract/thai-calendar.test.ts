import { describe, expect, it } from 'vitest';
import { bangkokTime, bangkokToday, thaiShortDate, thaiShortDateTime, updatedAtText } from './thai-calendar';

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
