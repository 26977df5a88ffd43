import type { BetType } from '@contract/lotto';
import { describe, expect, it } from 'vitest';
import { addNumbers, billTotals, cleanAmount, groupLines, type Limited, lineKey, parseAmount, sameItems, toItems, winSatang } from './bill';

const rates = new Map<BetType, number>([
  ['3top', 900],
  ['2top', 90],
  ['runtop', 3.2],
]);
const limited = new Map<string, Limited>([
  ['2top:99', { bet_type: '2top', number: '99', mode: 'closed', rate: null }],
  ['3top:123', { bet_type: '3top', number: '123', mode: 'reduced', rate: 450 }],
]);

describe('the bill being built', () => {
  it('adds each number for each chosen bet type once, refusing closed limited numbers', () => {
    const first = addNumbers([], ['2top'], ['12', '21', '99'], '10', limited);
    expect(first.added).toBe(2);
    expect(first.closed.map(lineKey)).toEqual(['2top:99']);
    expect(first.lines).toEqual([
      { bet_type: '2top', number: '12', amount: '10' },
      { bet_type: '2top', number: '21', amount: '10' },
    ]);
    const again = addNumbers(first.lines, ['2top'], ['21', '34'], '', limited);
    expect(again.added).toBe(1);
    expect(again.duplicates.map(lineKey)).toEqual(['2top:21']);
    expect(again.lines.map(lineKey)).toEqual(['2top:12', '2top:21', '2top:34']);
  });

  it('groups lines by bet type in the listed order', () => {
    const lines = addNumbers([], ['2top', '3top'], ['45'], '1', new Map()).lines;
    expect(
      groupLines([...lines, { bet_type: 'runtop', number: '4', amount: '1' }, { bet_type: '3top', number: '456', amount: '1' }]).map(
        (g) => g.bet_type,
      ),
    ).toEqual(['3top', '2top', 'runtop']);
  });

  it('adds totals in satang and pays limited numbers at their reduced rate', () => {
    const t = billTotals(
      [
        { bet_type: '3top', number: '123', amount: '10' },
        { bet_type: '3top', number: '456', amount: '0.10' },
        { bet_type: 'runtop', number: '7', amount: '33.33' },
        { bet_type: '2top', number: '45', amount: '' },
      ],
      rates,
      limited,
    );
    // 10 x 450 + 0.10 x 900 + floor(3333 x 3.2) satang = 4500 + 90 + 106.65
    expect(t).toEqual({ count: 4, total: 43.43, potentialWin: 4696.65, missing: 1 });
    expect(winSatang(3333, 3.2)).toBe(10665);
  });

  it('reads amounts as members type them', () => {
    expect(parseAmount('1,000.5')).toBe(1000.5);
    expect(parseAmount('0')).toBeUndefined();
    expect(parseAmount('1.234')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
    expect(cleanAmount('12a.345')).toBe('12.34');
    expect(cleanAmount('1.2.3')).toBe('1.23');
  });

  it('sends items only when every amount is valid and compares requests exactly', () => {
    expect(toItems([{ bet_type: '2top', number: '12', amount: '' }])).toBeUndefined();
    const items = toItems([{ bet_type: '2top', number: '12', amount: '5' }]);
    expect(items).toEqual([{ bet_type: '2top', number: '12', amount: 5 }]);
    expect(sameItems(items, [{ bet_type: '2top', number: '12', amount: 5 }])).toBe(true);
    expect(sameItems(items, [{ bet_type: '2top', number: '12', amount: 6 }])).toBe(false);
    expect(sameItems(items, undefined)).toBe(false);
  });
});
