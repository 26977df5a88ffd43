import { describe, expect, it } from 'vitest';
import { floorMulDiv } from './money';
import { add, div, fractionString, mul, rational, sub, toNumber, toPercent } from './rational';

describe('exact rationals for the published figures', () => {
  it('reduces and combines fractions exactly', () => {
    expect(rational(6, -8)).toEqual({ n: -3n, d: 4n });
    expect(add(rational(1, 3), rational(1, 6))).toEqual(rational(1, 2));
    expect(sub(rational(1, 3), rational(1, 3))).toEqual(rational(0));
    expect(mul(rational(2, 3), rational(9, 4))).toEqual(rational(3, 2));
    expect(div(rational(1, 2), rational(1, 4))).toEqual(rational(2));
    expect(fractionString(rational(210, 216))).toBe('35/36');
    expect(() => rational(1, 0)).toThrow(RangeError);
  });

  it('prints percentages rounded half away from zero on the exact value', () => {
    expect(toPercent(rational(35, 36), 4)).toBe('97.2222');
    expect(toPercent(rational(1, 8), 2)).toBe('12.50');
    expect(toPercent(rational(1, 3), 0)).toBe('33');
    expect(toPercent(rational(2, 3), 4)).toBe('66.6667');
    expect(toPercent(rational(-1, 8), 1)).toBe('-12.5');
    expect(toNumber(rational(24, 25))).toBe(0.96);
  });
});

describe('satang rounding', () => {
  it('rounds the banker commission down with integer arithmetic only', () => {
    expect(floorMulDiv(1_000, 95, 100)).toBe(950);
    expect(floorMulDiv(1_010, 95, 100)).toBe(959);
    expect(floorMulDiv(1, 95, 100)).toBe(0);
    expect(floorMulDiv(90_071_992_547, 95, 100)).toBe(85_568_392_919);
    expect(() => floorMulDiv(2 ** 52, 95, 100)).toThrow(RangeError);
    expect(() => floorMulDiv(-100, 95, 100)).toThrow(RangeError);
  });
});
