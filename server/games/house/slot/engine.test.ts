import { describe, expect, it } from 'vitest';
import { createRng } from '../fair';
import { add, mul, rational, sub } from '../rational';
import { scriptedRng } from '../test-support';
import { createSlotMachine } from './engine';
import { SlotInput, slotGame } from './index';
import type { SlotMath } from './math';
import { reelSetReturn } from './rtp';
import type { SymbolCode } from './symbols';

const strip = (s: string) => [...s] as SymbolCode[];

/** A small slot whose every reel combination can be played, to check rtp.ts against the engine itself. */
const TOY: SlotMath = {
  pays: {
    W: [0, 0, 0, 40, 100, 400],
    S: [0, 0, 0, 0, 0, 0],
    E: [0, 0, 0, 20, 50, 150],
    N: [0, 0, 0, 0, 0, 0],
    L: [0, 0, 0, 0, 0, 0],
    C: [0, 0, 0, 0, 0, 0],
    A: [0, 0, 0, 5, 10, 30],
    K: [0, 0, 0, 4, 8, 20],
    Q: [0, 0, 0, 0, 0, 0],
    J: [0, 0, 0, 0, 0, 0],
    T: [0, 0, 0, 0, 0, 0],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  triggerScatters: 3,
  freeSpins: 10,
  freeSpinMultiplier: 3,
  maxFreeSpins: 1000,
  buyCost: 30,
  baseStrips: [strip('WEAKSA'), strip('EWAKSE'), strip('AKWES'), strip('KAESWA'), strip('EASKW')],
  freeStrips: [strip('WEAKSA'), strip('EWAKSE'), strip('AKWES'), strip('KAESWA'), strip('EASKW')],
};

describe('slot engine', () => {
  it('pays exactly what rtp.ts computes, over every reel combination of a small slot', () => {
    const machine = createSlotMachine(TOY);
    const lens = TOY.baseStrips.map((s) => s.length);
    const combos = lens.reduce((a, b) => a * b, 1);
    const bet = 20; // line bet 1 satang, so wins count line bets
    for (const mode of ['base', 'free'] as const) {
      let won = 0;
      let triggers = 0;
      for (let c = 0; c < combos; c++) {
        let rest = c;
        const stops = lens.map((len) => {
          const s = rest % len;
          rest = Math.floor(rest / len);
          return s;
        });
        const spin = machine.spin(scriptedRng(stops), bet, mode);
        won += spin.totalWin;
        if (spin.freeSpinsAwarded > 0) triggers++;
      }
      const set = reelSetReturn(mode === 'base' ? TOY.baseStrips : TOY.freeStrips, TOY);
      const multiplier = mode === 'base' ? 1 : TOY.freeSpinMultiplier;
      const perSpin = mul(add(set.lines, set.scatter), rational(multiplier));
      expect(sub(rational(won, combos * bet), perSpin)).toEqual(rational(0));
      expect(rational(triggers, combos)).toEqual(set.trigger);
    }
  });

  it('shows the grid from the stops and pays the lines and scatters it shows', () => {
    const machine = createSlotMachine(TOY);
    // Stops put row 1 (middle) = E E E S E ... read the grid back from the strips.
    const spin = machine.spin(scriptedRng([0, 0, 2, 1, 0]), 100, 'base');
    expect(spin.stops).toEqual([0, 0, 2, 1, 0]);
    expect(spin.grid).toEqual([
      ['W', 'E', 'A'],
      ['E', 'W', 'A'],
      ['W', 'E', 'S'],
      ['A', 'E', 'S'],
      ['E', 'A', 'S'],
    ]);
    expect(spin.scatterCount).toBe(3);
    expect(spin.scatterWin).toBe(2 * 100);
    expect(spin.freeSpinsAwarded).toBe(10);
    // Middle line (line 1): E W E E A -> four E = 50 line bets of 5 satang.
    expect(spin.lineWins.find((w) => w.line === 1)).toEqual({ line: 1, symbol: 'E', count: 4, pay: 50, win: 250 });
    expect(spin.totalWin).toBe(spin.scatterWin + spin.lineWins.reduce((s, w) => s + w.win, 0));
    expect(spin.multiplier).toBe(1);
  });

  it('multiplies every free-spin win', () => {
    const machine = createSlotMachine(TOY);
    const base = machine.spin(scriptedRng([0, 0, 2, 1, 0]), 100, 'base');
    const free = machine.spin(scriptedRng([0, 0, 2, 1, 0]), 100, 'free');
    expect(free.multiplier).toBe(3);
    expect(free.totalWin).toBe(base.totalWin * 3);
    expect(free.lineWins.map((w) => w.win)).toEqual(base.lineWins.map((w) => w.win * 3));
  });

  it('plays 10 free spins, adds 10 on a retrigger and stops at the cap', () => {
    // Free strips with a scatter every third place: every free spin shows 5 scatters and retriggers.
    const always = { ...TOY, maxFreeSpins: 35, freeStrips: Array.from({ length: 5 }, () => strip('SAKSAKSAK')) };
    const feature = createSlotMachine(always).playFeature(createRng({ serverSeed: 'ab'.repeat(32), clientSeed: 'cap', nonce: 1 }), 20);
    expect(feature.spins).toHaveLength(35);
    expect(feature.spins.map((s) => s.freeSpinsAwarded)).toEqual([10, 10, 5, ...new Array(32).fill(0)]);
    expect(feature.totalWin).toBe(feature.spins.reduce((t, s) => t + s.totalWin, 0));

    // Free strips without scatters: exactly the 10 spins.
    const never = { ...TOY, freeStrips: Array.from({ length: 5 }, () => strip('AKEAKE')) };
    expect(
      createSlotMachine(never).playFeature(createRng({ serverSeed: 'ab'.repeat(32), clientSeed: 'none', nonce: 1 }), 20).spins,
    ).toHaveLength(10);
  });

  it('plays the feature a paid spin triggers, and the bought feature for its price', () => {
    // Free strips without scatters, so the triggered feature is exactly 10 spins of 5 stops.
    const machine = createSlotMachine({ ...TOY, freeStrips: Array.from({ length: 5 }, () => strip('AKEAKE')) });
    const freeStops = Array.from({ length: 50 }, (_, i) => i % 6);
    const triggered = machine.play(scriptedRng([0, 0, 2, 1, 0, ...freeStops]), { bet: 100, buyFeature: false });
    expect(triggered.outcome.feature!.spins).toHaveLength(10);
    expect(triggered.stake).toBe(100);
    expect(triggered.outcome.feature).not.toBeNull();
    expect(triggered.win).toBe(triggered.outcome.base!.totalWin + triggered.outcome.feature!.totalWin);

    const bought = machine.play(createRng({ serverSeed: 'cd'.repeat(32), clientSeed: 'buy', nonce: 0 }), { bet: 100, buyFeature: true });
    expect(bought.stake).toBe(100 * TOY.buyCost);
    expect(bought.outcome.base).toBeNull();
    expect(bought.outcome.feature!.spins.length).toBeGreaterThanOrEqual(10);
    expect(bought.win).toBe(bought.outcome.feature!.totalWin);
  });

  it('refuses a bet that is not a whole number of satang per line', () => {
    const machine = createSlotMachine(TOY);
    expect(() => machine.spin(scriptedRng([0, 0, 0, 0, 0]), 110, 'base')).toThrow(RangeError);
    expect(() => machine.play(scriptedRng([0, 0, 0, 0, 0]), { bet: 0, buyFeature: false })).toThrow(RangeError);
  });
});

describe('slot game input', () => {
  it('takes 1 to 1,000 baht in steps of 0.20 baht and defaults to a paid spin', () => {
    expect(SlotInput.parse({ bet: 100 })).toEqual({ bet: 100, buyFeature: false });
    expect(SlotInput.parse({ bet: 100_000, buyFeature: true })).toEqual({ bet: 100_000, buyFeature: true });
    const messages = (v: unknown) => {
      const r = SlotInput.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages({ bet: 80 })).toEqual(['เดิมพันขั้นต่ำ 1 บาท']);
    expect(messages({ bet: 100_020 })).toEqual(['เดิมพันสูงสุด 1,000 บาท']);
    expect(messages({ bet: 110 })).toEqual(['จำนวนเงินเดิมพันต้องเป็นทวีคูณของ 0.2 บาท']);
    expect(messages({ bet: 100.5 })).toContain('จำนวนเงินเดิมพันไม่ถูกต้อง');
    expect(messages({ bet: '100' })).toEqual(['กรุณาระบุจำนวนเงินเดิมพัน']);
    expect(messages({ bet: 100, buyFeature: 'yes' })).toEqual(['รูปแบบการซื้อฟรีสปินไม่ถูกต้อง']);
  });

  it('plays a validated round with integer satang and describes its paytable', () => {
    const rng = createRng({ serverSeed: 'ef'.repeat(32), clientSeed: 'game', nonce: 0 });
    for (let i = 0; i < 200; i++) {
      const r = slotGame.play(rng, { bet: 2_000, buyFeature: i % 50 === 0 });
      expect(Number.isSafeInteger(r.win)).toBe(true);
      expect(r.win).toBeGreaterThanOrEqual(0);
      expect(r.stake).toBe(i % 50 === 0 ? 40_000 : 2_000);
    }
    const d = slotGame.describe();
    expect(d).toMatchObject({ id: 'siam-treasure', categories: ['slot', 'freespin'], minBet: 100, maxBet: 100_000 });
    expect(d.paytable.symbols.find((s) => s.code === 'E')!.pays).toEqual([0, 0, 0, 20, 50, 150]);
    expect(d.rtp.map((f) => f.key)).toEqual(['spin', 'buy']);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
  });
});
