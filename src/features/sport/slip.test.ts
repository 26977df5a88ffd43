import { describe, expect, it } from 'vitest';
import {
  legOf,
  noteText,
  potentialPayout,
  removeLeg,
  type Slip,
  type SlipNote,
  setType,
  slipOddsMilli,
  slipProblem,
  toggleLeg,
} from './slip';
import { ARSENAL, BURIRAM, LIVERPOOL } from './testing';

const pick = (f: typeof LIVERPOOL, marketId: number, selection: string) => {
  const m = f.markets.find((x) => x.id === marketId);
  if (!m) throw new Error(`no market ${marketId}`);
  return legOf(f, m, selection);
};

describe('the slip', () => {
  it('a single: a pick from a second fixture switches to a step keeping both, and says so; the same pick again takes it out', () => {
    let s: Slip = { type: 'single', legs: [] };
    s = toggleLeg(s, pick(LIVERPOOL, 101, 'home'), 12);
    expect(s).toEqual({ type: 'single', legs: [expect.objectContaining({ market_id: 101, selection: 'home', odds: 1.95 })] });
    s = toggleLeg(s, pick(BURIRAM, 201, 'away'), 12);
    expect(s.type).toBe('parlay');
    expect(s.legs.map((l) => l.market_id)).toEqual([101, 201]);
    expect(s.note).toEqual({ kind: 'switched', legs: 2 });
    expect(noteText(s.note as SlipNote)).toBe('เปลี่ยนเป็นบอลสเต็ป (มิกซ์พาร์เลย์) 2 คู่ให้แล้ว หากต้องการแทงเฉพาะคู่ล่าสุด แตะ "บอลเดี่ยว"');
    // The next tap replaces the note: taking a pick out says nothing more.
    s = toggleLeg(s, pick(BURIRAM, 201, 'away'), 12);
    expect(s.legs.map((l) => l.market_id)).toEqual([101]);
    expect(s.note).toBeUndefined();
  });

  it('a single: another pick of the same fixture replaces the first and says which fixture', () => {
    let s: Slip = { type: 'single', legs: [] };
    s = toggleLeg(s, pick(LIVERPOOL, 101, 'home'), 12);
    s = toggleLeg(s, pick(LIVERPOOL, 102, 'over'), 12);
    expect(s.type).toBe('single');
    expect(s.legs.map((l) => `${l.market_id}:${l.selection}`)).toEqual(['102:over']);
    expect(s.note).toEqual({ kind: 'replaced', match: 'ลิเวอร์พูล - เชลซี' });
    expect(noteText(s.note as SlipNote)).toBe('เปลี่ยนตัวเลือกของคู่ ลิเวอร์พูล - เชลซี แล้ว (เลือกได้คู่ละ 1 ตัวเลือก)');
    s = toggleLeg(s, pick(LIVERPOOL, 102, 'over'), 12);
    expect(s).toEqual({ type: 'single', legs: [] });
  });

  it('a step gains one leg per fixture: a second pick on a fixture replaces its leg; beyond the most the legs stay and the note says why', () => {
    let s: Slip = { type: 'parlay', legs: [] };
    s = toggleLeg(s, pick(LIVERPOOL, 101, 'home'), 3);
    s = toggleLeg(s, pick(BURIRAM, 201, 'home'), 3);
    expect(s.note).toBeUndefined();
    s = toggleLeg(s, pick(LIVERPOOL, 102, 'over'), 3);
    expect(s.legs.map((l) => `${l.fixture_id}:${l.market_id}:${l.selection}`)).toEqual(['11:102:over', '12:201:home']);
    expect(s.note?.kind).toBe('replaced');
    s = toggleLeg(s, pick(ARSENAL, 301, 'away'), 3);
    expect(s.legs).toHaveLength(3);
    const full = toggleLeg(s, { ...pick(ARSENAL, 301, 'away'), fixture_id: 99, market_id: 999 }, 3);
    expect(full.legs).toBe(s.legs);
    expect(full.type).toBe('parlay');
    expect(noteText(full.note as SlipNote)).toBe('บอลสเต็ปเลือกได้ไม่เกิน 3 คู่');
  });

  it('switching to single keeps the latest pick, switching or removing clears the note; the step needs 2-12 legs', () => {
    const step: Slip = {
      type: 'parlay',
      legs: [pick(LIVERPOOL, 101, 'home'), pick(BURIRAM, 201, 'home')],
      note: { kind: 'switched', legs: 2 },
    };
    expect(setType(step, 'single')).toEqual({ type: 'single', legs: [step.legs[1]] });
    expect(removeLeg(step, 101)).toEqual({ type: 'parlay', legs: [step.legs[1]] });
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
