import { describe, expect, it } from 'vitest';
import { legOf, potentialPayout, type Slip, setType, slipOddsMilli, slipProblem, toggleLeg } from './slip';
import { ARSENAL, BURIRAM, LIVERPOOL } from './testing';

const pick = (f: typeof LIVERPOOL, marketId: number, selection: string) => {
  const m = f.markets.find((x) => x.id === marketId);
  if (!m) throw new Error(`no market ${marketId}`);
  return legOf(f, m, selection);
};

describe('the slip', () => {
  it('a single holds one leg: another pick replaces it, the same pick again takes it out', () => {
    let s: Slip = { type: 'single', legs: [] };
    s = toggleLeg(s, pick(LIVERPOOL, 101, 'home'), 12);
    expect(s.legs.map((l) => [l.market_id, l.selection, l.odds])).toEqual([[101, 'home', 1.95]]);
    s = toggleLeg(s, pick(BURIRAM, 201, 'away'), 12);
    expect(s.legs.map((l) => l.market_id)).toEqual([201]);
    s = toggleLeg(s, pick(BURIRAM, 201, 'away'), 12);
    expect(s.legs).toEqual([]);
  });

  it('a step gains one leg per fixture: a second pick on a fixture replaces its leg; beyond the most it is unchanged', () => {
    let s: Slip = { type: 'parlay', legs: [] };
    s = toggleLeg(s, pick(LIVERPOOL, 101, 'home'), 3);
    s = toggleLeg(s, pick(BURIRAM, 201, 'home'), 3);
    s = toggleLeg(s, pick(LIVERPOOL, 102, 'over'), 3);
    expect(s.legs.map((l) => `${l.fixture_id}:${l.market_id}:${l.selection}`)).toEqual(['11:102:over', '12:201:home']);
    s = toggleLeg(s, pick(ARSENAL, 301, 'away'), 3);
    expect(s.legs).toHaveLength(3);
    const full = toggleLeg(s, { ...pick(ARSENAL, 301, 'away'), fixture_id: 99, market_id: 999 }, 3);
    expect(full).toBe(s);
  });

  it('switching to single keeps the latest pick; the step needs 2-12 legs', () => {
    const step: Slip = { type: 'parlay', legs: [pick(LIVERPOOL, 101, 'home'), pick(BURIRAM, 201, 'home')] };
    expect(setType(step, 'single').legs.map((l) => l.market_id)).toEqual([201]);
    expect(slipProblem({ type: 'parlay', legs: step.legs.slice(0, 1) }, 2, 12)).toBe('บอลสเต็ปต้องเลือกอย่างน้อย 2 คู่');
    expect(slipProblem(step, 2, 12)).toBeNull();
    expect(slipProblem({ type: 'single', legs: [] }, 2, 12)).toBe('กรุณาเลือกราคาจากตารางบอล');
  });

  it('pays stake x odds, a step the product of its odds rounded down to the thousandth, then to the satang', () => {
    expect(potentialPayout(100, [{ odds: 1.95 }])).toBe(195);
    expect(slipOddsMilli([{ odds: 1.92 }, { odds: 2.2 }])).toBe(4224);
    expect(potentialPayout(100, [{ odds: 1.92 }, { odds: 2.2 }])).toBe(422.4);
    // 1.955 x 1.955 x 1.955 = 7.472058875 -> 7.472
    expect(slipOddsMilli([{ odds: 1.955 }, { odds: 1.955 }, { odds: 1.955 }])).toBe(7472);
    expect(potentialPayout(33.33, [{ odds: 1.955 }])).toBe(65.16);
    // Twelve legs at 3.00 and the largest stake: no float overflow.
    expect(
      potentialPayout(
        50_000,
        Array.from({ length: 12 }, () => ({ odds: 3 })),
      ),
    ).toBe(26_572_050_000);
  });
});
