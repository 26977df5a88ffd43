import { describe, expect, it } from 'vitest';
import { SLOT_MATH } from './config';
import { evaluateLine, LINE_COUNT, PAYLINES } from './lines';
import { paysByIndex } from './math';
import { SYMBOL_INDEX, type SymbolCode } from './symbols';

const pays = paysByIndex(SLOT_MATH);
const line = (codes: string) => [...codes].map((c) => SYMBOL_INDEX[c as SymbolCode]);
const hit = (codes: string, table = pays) => {
  const h = evaluateLine(line(codes), table);
  return h && { symbol: Object.keys(SYMBOL_INDEX)[h.symbol], count: h.count, pay: h.pay };
};

describe('slot paylines', () => {
  it('has 20 distinct lines crossing one row of each of the 5 reels', () => {
    expect(LINE_COUNT).toBe(20);
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(20);
    for (const l of PAYLINES) {
      expect(l).toHaveLength(5);
      for (const row of l) expect([0, 1, 2]).toContain(row);
    }
  });
});

describe('slot line evaluation', () => {
  it('pays 3, 4 or 5 of a kind from the leftmost reel only', () => {
    expect(hit('EEEAK')).toEqual({ symbol: 'E', count: 3, pay: 20 });
    expect(hit('AAAAK')).toEqual({ symbol: 'A', count: 4, pay: 20 });
    expect(hit('TTTTT')).toEqual({ symbol: 'T', count: 5, pay: 30 });
    expect(hit('KEEEE')).toBeNull();
    expect(hit('EEKEE')).toBeNull();
  });

  it('lets wilds stand in for any symbol but the scatter', () => {
    expect(hit('EWEKA')).toEqual({ symbol: 'E', count: 3, pay: 20 });
    expect(hit('EWWWW')).toEqual({ symbol: 'E', count: 5, pay: 150 });
    expect(hit('QWWJQ')).toEqual({ symbol: 'Q', count: 3, pay: 6 });
    expect(hit('SWWAA')).toBeNull();
    expect(hit('ESEEE')).toBeNull();
    expect(hit('EEWSE')).toEqual({ symbol: 'E', count: 3, pay: 20 });
  });

  it('takes the leading wilds as a symbol of their own when that pays more', () => {
    // The shipped wild has no pay of its own (it never lands on reel 1), so use a table where it does.
    const table = pays.map((row) => [...row]);
    table[SYMBOL_INDEX.W] = [0, 0, 0, 50, 200, 1000];
    expect(hit('WWWTK', table)).toEqual({ symbol: 'W', count: 3, pay: 50 });
    expect(hit('WWWEE', table)).toEqual({ symbol: 'E', count: 5, pay: 150 });
    expect(hit('WWWWE', table)).toEqual({ symbol: 'W', count: 4, pay: 200 });
    expect(hit('WWWWW', table)).toEqual({ symbol: 'W', count: 5, pay: 1000 });
    expect(hit('WWWSE', table)).toEqual({ symbol: 'W', count: 3, pay: 50 });
    expect(hit('WWWWW')).toBeNull();
  });

  it('keeps the shipped strips within the rules the paytable relies on', () => {
    for (const strips of [SLOT_MATH.baseStrips, SLOT_MATH.freeStrips]) {
      expect(strips).toHaveLength(5);
      expect(strips[0]).not.toContain('W');
      for (const strip of strips) {
        const n = strip.length;
        for (let i = 0; i < n; i++) {
          expect(strip[(i + 1) % n]).not.toBe(strip[i]);
          // Never two scatters on one 3-row screen of a reel.
          if (strip[i] === 'S') expect([strip[(i + 1) % n], strip[(i + 2) % n]]).not.toContain('S');
        }
      }
    }
  });
});
