import { describe, expect, it } from 'vitest';
import { amountError, bahtInputValue, parseBaht } from './amount';

describe('amounts as members type them', () => {
  it('reads plain and grouped decimals, nothing else', () => {
    expect(parseBaht('500')).toBe(500);
    expect(parseBaht('1,000.50')).toBe(1000.5);
    expect(parseBaht(' 20. ')).toBe(20);
    expect(parseBaht('-5')).toBeUndefined();
    expect(parseBaht('1e3')).toBeUndefined();
    expect(parseBaht('abc')).toBeUndefined();
  });

  it('answers Thai messages for blank, non-numeric, zero, 3 decimals and the bounds', () => {
    expect(amountError('')).toBe('กรุณากรอกจำนวนเงิน');
    expect(amountError('สิบ')).toBe('กรุณากรอกจำนวนเงินเป็นตัวเลข');
    expect(amountError('0')).toBe('จำนวนเงินต้องมากกว่า 0');
    expect(amountError('10.555')).toBe('จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    expect(amountError('19.99', { min: 20, max: 50000 })).toBe('จำนวนเงินขั้นต่ำ 20.00 บาท');
    expect(amountError('50000.01', { min: 20, max: 50000 })).toBe('จำนวนเงินสูงสุด 50,000.00 บาท');
    expect(amountError('50,000', { min: 20, max: 50000 })).toBeUndefined();
  });

  it('writes whole baht without decimals back into the input', () => {
    expect(bahtInputValue(500)).toBe('500');
    expect(bahtInputValue(300.5)).toBe('300.50');
  });
});
