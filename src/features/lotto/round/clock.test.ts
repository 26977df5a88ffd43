import { describe, expect, it } from 'vitest';
import { clockSkew, formatLeft, localTime } from './clock';
import { formatClock, formatRate } from './format';

describe('round clocks', () => {
  it('counts down in days, hours, minutes and seconds', () => {
    expect(formatLeft(93_784)).toBe('1 วัน 02:03:04');
    expect(formatLeft(3_723)).toBe('01:02:03');
    expect(formatLeft(65)).toBe('01:05');
    expect(formatLeft(-3)).toBe('00:00');
  });

  it('follows the server clock when the phone is 90 s fast', () => {
    const serverNow = Date.parse('2026-01-16T08:00:00Z');
    const phoneNow = serverNow + 90_000;
    const skew = clockSkew('2026-01-16T08:20:00Z', 1200, phoneNow);
    expect(skew).toBe(-90_000);
    // The close, on the phone's clock, is 20 minutes from the phone's now.
    expect(localTime('2026-01-16T08:20:00Z', skew) - phoneNow).toBe(1_200_000);
  });

  it('formats rates and Bangkok times', () => {
    expect(formatRate(900)).toBe('900');
    expect(formatRate(3.2)).toBe('3.2');
    expect(formatClock('2026-01-16T08:20:05Z')).toBe('15:20:05');
  });
});
