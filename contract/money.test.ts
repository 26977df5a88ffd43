import { describe, expect, it } from 'vitest';
import { BahtAmount, bahtToSatang, hasAtMost2Decimals, satangToBaht } from './money';

describe('baht and satang', () => {
  it('converts without float drift', () => {
    expect(bahtToSatang(0.1 + 0.2)).toBe(30);
    expect(bahtToSatang(1234.56)).toBe(123456);
    expect(bahtToSatang(19.99)).toBe(1999);
    expect(bahtToSatang(-5.05)).toBe(-505);
    expect(satangToBaht(123456)).toBe(1234.56);
  });
  it('refuses 3 decimals and non-finite amounts', () => {
    expect(() => bahtToSatang(1.005)).toThrow(RangeError);
    expect(() => bahtToSatang(Number.NaN)).toThrow(RangeError);
    expect(hasAtMost2Decimals(1.5)).toBe(true);
    expect(hasAtMost2Decimals(1.555)).toBe(false);
  });
  it('validates member-typed amounts in Thai', () => {
    expect(BahtAmount.safeParse(100).success).toBe(true);
    expect(BahtAmount.safeParse(0).error?.issues[0].message).toBe('จำนวนเงินต้องมากกว่า 0');
    expect(BahtAmount.safeParse(1.234).error?.issues[0].message).toBe('จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    expect(BahtAmount.safeParse('12').error?.issues[0].message).toBe('กรุณากรอกจำนวนเงินเป็นตัวเลข');
  });
});
