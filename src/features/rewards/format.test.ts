import { describe, expect, it } from 'vitest';
import { bahtRule, capText, money, percentText, periodText, requirementText, thaiDay, tierOf, tierText } from './format';

const tiers = [
  { min_loss: 10_000, percent: 10 },
  { min_loss: 1000, percent: 5 },
];

describe('rewards in Thai', () => {
  it('amounts with two decimals, rules in whole baht when whole, percents and requirements', () => {
    expect(money(1234)).toBe('1,234.00 บาท');
    expect(money(0.5)).toBe('0.50 บาท');
    expect(bahtRule(1000)).toBe('1,000 บาท');
    expect(bahtRule(99.5)).toBe('99.50 บาท');
    expect(capText(0)).toBe('ไม่จำกัด');
    expect(percentText(0.3)).toBe('0.3%');
    expect(percentText(6.4267)).toBe('6.43%');
    expect(requirementText(1.5)).toBe('ติดเทิร์น 1.5 เท่า');
    expect(requirementText(0)).toBe('ไม่ติดเทิร์น');
  });

  it('Bangkok days in the Buddhist era, a week as its two ends', () => {
    expect(thaiDay('2026-01-01')).toBe('1 ม.ค. 2569');
    expect(periodText('2026-11-21', '2026-11-21')).toBe('21 พ.ย. 2569');
    expect(periodText('2026-12-28', '2027-01-03')).toBe('28 ธ.ค. 2569 - 3 ม.ค. 2570');
  });

  it('the highest tier the net reaches (tiers in any order) and the next one', () => {
    expect(tierOf(tiers, 0)).toEqual({ reached: null, next: { min_loss: 1000, percent: 5 } });
    expect(tierOf(tiers, 999.99).reached).toBeNull();
    expect(tierOf(tiers, 1000)).toEqual({ reached: { min_loss: 1000, percent: 5 }, next: { min_loss: 10_000, percent: 10 } });
    expect(tierOf(tiers, 25_000)).toEqual({ reached: { min_loss: 10_000, percent: 10 }, next: null });
    // A tier from 0 baht still needs a loss.
    expect(tierOf([{ min_loss: 0, percent: 3 }], 0).reached).toBeNull();
    expect(tierText({ min_loss: 1000, percent: 5 })).toBe('เสีย 1,000 บาทขึ้นไป คืน 5%');
  });
});
