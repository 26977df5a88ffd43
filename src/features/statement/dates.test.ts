import { describe, expect, it } from 'vitest';
import { daysBefore, quickRanges } from './dates';

describe('statement date ranges', () => {
  it('counts calendar days back across months and leap days', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(daysBefore('2026-01-06', 6)).toBe('2025-12-31');
  });

  it('offers today, 7 days and 30 days ending today', () => {
    expect(quickRanges('2026-11-21').map((r) => [r.label, r.from, r.to])).toEqual([
      ['วันนี้', '2026-11-21', '2026-11-21'],
      ['7 วัน', '2026-11-15', '2026-11-21'],
      ['30 วัน', '2026-10-23', '2026-11-21'],
    ]);
  });
});
