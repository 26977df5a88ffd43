import { describe, expect, it } from 'vitest';
import { formatBaht, formatMoney, formatPoints } from './format';

describe('formatPoints: one rule for points everywhere (docs/constants.md "Agent and locale")', () => {
  it('never rounds: whole numbers without decimals, anything else with two', () => {
    expect(formatPoints(602.32)).toBe('602.32');
    expect(formatPoints(602)).toBe('602');
    expect(formatPoints(1500)).toBe('1,500');
    expect(formatPoints(12.5)).toBe('12.50');
    expect(formatPoints(0.01)).toBe('0.01');
    expect(formatPoints(99.99)).toBe('99.99');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(-50.5)).toBe('-50.50');
  });
});

describe('money on screen', () => {
  it("an amount on its own carries the baht sign: '฿ 1,234.50', two decimals", () => {
    expect(formatBaht(0)).toBe('฿ 0.00');
    expect(formatBaht(1234.5)).toBe('฿ 1,234.50');
    expect(formatMoney(1234.5)).toBe('1,234.50');
  });
});
