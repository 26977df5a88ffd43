import { describe, expect, it } from 'vitest';
import type { Outcome, Period } from './sport';
import { betOdds, betPayout, betResult, formatLine, formatOdds, periodScore, type Score, settleLeg, voidReason } from './sport-rules';

/*
 * The settlement table the issue asks for: every outcome below was worked out by hand (the selection's
 * goals minus the other side's, plus its handicap; a quarter line is half on each neighbour), NOT
 * derived from the implementation. Codes: W won, HW half won, P push, HL half lost, L lost.
 */
const CODES: Record<string, Outcome> = { W: 'won', HW: 'half_won', P: 'push', HL: 'half_lost', L: 'lost' };
const row = (text: string): Outcome[] =>
  text
    .trim()
    .split(/\s+/)
    .map((c) => CODES[c]);

/** Goal difference (home - away) from -5 to +5: one column each. */
const DIFFS = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5];

// Handicap, keyed by the HOME side's line in goals. Columns: home - away = -5 ... +5.
//                              -5 -4 -3 -2 -1  0  1  2  3  4  5
const HDP_HOME: Record<string, string> = {
  '-3.5': /*  */ 'L  L  L  L  L  L  L  L  L  W  W',
  '-3.25': /* */ 'L  L  L  L  L  L  L  L  HL W  W',
  '-3': /*    */ 'L  L  L  L  L  L  L  L  P  W  W',
  '-2.75': /* */ 'L  L  L  L  L  L  L  L  HW W  W',
  '-2.5': /*  */ 'L  L  L  L  L  L  L  L  W  W  W',
  '-2.25': /* */ 'L  L  L  L  L  L  L  HL W  W  W',
  '-2': /*    */ 'L  L  L  L  L  L  L  P  W  W  W',
  '-1.75': /* */ 'L  L  L  L  L  L  L  HW W  W  W',
  '-1.5': /*  */ 'L  L  L  L  L  L  L  W  W  W  W',
  '-1.25': /* */ 'L  L  L  L  L  L  HL W  W  W  W',
  '-1': /*    */ 'L  L  L  L  L  L  P  W  W  W  W',
  '-0.75': /* */ 'L  L  L  L  L  L  HW W  W  W  W',
  '-0.5': /*  */ 'L  L  L  L  L  L  W  W  W  W  W',
  '-0.25': /* */ 'L  L  L  L  L  HL W  W  W  W  W',
  '0': /*     */ 'L  L  L  L  L  P  W  W  W  W  W',
  '0.25': /*  */ 'L  L  L  L  L  HW W  W  W  W  W',
  '0.5': /*   */ 'L  L  L  L  L  W  W  W  W  W  W',
  '0.75': /*  */ 'L  L  L  L  HL W  W  W  W  W  W',
  '1': /*     */ 'L  L  L  L  P  W  W  W  W  W  W',
  '1.25': /*  */ 'L  L  L  L  HW W  W  W  W  W  W',
  '1.5': /*   */ 'L  L  L  L  W  W  W  W  W  W  W',
  '1.75': /*  */ 'L  L  L  HL W  W  W  W  W  W  W',
  '2': /*     */ 'L  L  L  P  W  W  W  W  W  W  W',
  '2.25': /*  */ 'L  L  L  HW W  W  W  W  W  W  W',
  '2.5': /*   */ 'L  L  L  W  W  W  W  W  W  W  W',
  '2.75': /*  */ 'L  L  HL W  W  W  W  W  W  W  W',
  '3': /*     */ 'L  L  P  W  W  W  W  W  W  W  W',
  '3.25': /*  */ 'L  L  HW W  W  W  W  W  W  W  W',
  '3.5': /*   */ 'L  L  W  W  W  W  W  W  W  W  W',
};

// The AWAY side on the same markets (same key: the home side's line; away gets its opposite).
//                              -5 -4 -3 -2 -1  0  1  2  3  4  5
const HDP_AWAY: Record<string, string> = {
  '-3.5': /*  */ 'W  W  W  W  W  W  W  W  W  L  L',
  '-3.25': /* */ 'W  W  W  W  W  W  W  W  HW L  L',
  '-3': /*    */ 'W  W  W  W  W  W  W  W  P  L  L',
  '-2.75': /* */ 'W  W  W  W  W  W  W  W  HL L  L',
  '-2.5': /*  */ 'W  W  W  W  W  W  W  W  L  L  L',
  '-2.25': /* */ 'W  W  W  W  W  W  W  HW L  L  L',
  '-2': /*    */ 'W  W  W  W  W  W  W  P  L  L  L',
  '-1.75': /* */ 'W  W  W  W  W  W  W  HL L  L  L',
  '-1.5': /*  */ 'W  W  W  W  W  W  W  L  L  L  L',
  '-1.25': /* */ 'W  W  W  W  W  W  HW L  L  L  L',
  '-1': /*    */ 'W  W  W  W  W  W  P  L  L  L  L',
  '-0.75': /* */ 'W  W  W  W  W  W  HL L  L  L  L',
  '-0.5': /*  */ 'W  W  W  W  W  W  L  L  L  L  L',
  '-0.25': /* */ 'W  W  W  W  W  HW L  L  L  L  L',
  '0': /*     */ 'W  W  W  W  W  P  L  L  L  L  L',
  '0.25': /*  */ 'W  W  W  W  W  HL L  L  L  L  L',
  '0.5': /*   */ 'W  W  W  W  W  L  L  L  L  L  L',
  '0.75': /*  */ 'W  W  W  W  HW L  L  L  L  L  L',
  '1': /*     */ 'W  W  W  W  P  L  L  L  L  L  L',
  '1.25': /*  */ 'W  W  W  W  HL L  L  L  L  L  L',
  '1.5': /*   */ 'W  W  W  W  L  L  L  L  L  L  L',
  '1.75': /*  */ 'W  W  W  HW L  L  L  L  L  L  L',
  '2': /*     */ 'W  W  W  P  L  L  L  L  L  L  L',
  '2.25': /*  */ 'W  W  W  HL L  L  L  L  L  L  L',
  '2.5': /*   */ 'W  W  W  L  L  L  L  L  L  L  L',
  '2.75': /*  */ 'W  W  HW L  L  L  L  L  L  L  L',
  '3': /*     */ 'W  W  P  L  L  L  L  L  L  L  L',
  '3.25': /*  */ 'W  W  HL L  L  L  L  L  L  L  L',
  '3.5': /*   */ 'W  W  L  L  L  L  L  L  L  L  L',
};

/** Total goals 0 to 10: one column each. */
const TOTALS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

// Over/under, keyed by the line (total goals). Columns: total goals 0 ... 10.
//                             0  1  2  3  4  5  6  7  8  9  10
const OU_OVER: Record<string, string> = {
  '0': /*    */ 'P  W  W  W  W  W  W  W  W  W  W',
  '0.25': /* */ 'HL W  W  W  W  W  W  W  W  W  W',
  '0.5': /*  */ 'L  W  W  W  W  W  W  W  W  W  W',
  '0.75': /* */ 'L  HW W  W  W  W  W  W  W  W  W',
  '1': /*    */ 'L  P  W  W  W  W  W  W  W  W  W',
  '1.25': /* */ 'L  HL W  W  W  W  W  W  W  W  W',
  '1.5': /*  */ 'L  L  W  W  W  W  W  W  W  W  W',
  '1.75': /* */ 'L  L  HW W  W  W  W  W  W  W  W',
  '2': /*    */ 'L  L  P  W  W  W  W  W  W  W  W',
  '2.25': /* */ 'L  L  HL W  W  W  W  W  W  W  W',
  '2.5': /*  */ 'L  L  L  W  W  W  W  W  W  W  W',
  '2.75': /* */ 'L  L  L  HW W  W  W  W  W  W  W',
  '3': /*    */ 'L  L  L  P  W  W  W  W  W  W  W',
  '3.25': /* */ 'L  L  L  HL W  W  W  W  W  W  W',
  '3.5': /*  */ 'L  L  L  L  W  W  W  W  W  W  W',
  '3.75': /* */ 'L  L  L  L  HW W  W  W  W  W  W',
  '4': /*    */ 'L  L  L  L  P  W  W  W  W  W  W',
  '4.25': /* */ 'L  L  L  L  HL W  W  W  W  W  W',
  '4.5': /*  */ 'L  L  L  L  L  W  W  W  W  W  W',
  '4.75': /* */ 'L  L  L  L  L  HW W  W  W  W  W',
  '5': /*    */ 'L  L  L  L  L  P  W  W  W  W  W',
  '5.25': /* */ 'L  L  L  L  L  HL W  W  W  W  W',
  '5.5': /*  */ 'L  L  L  L  L  L  W  W  W  W  W',
  '6.75': /* */ 'L  L  L  L  L  L  L  HW W  W  W',
  '9.25': /* */ 'L  L  L  L  L  L  L  L  L  HL W',
};

//                             0  1  2  3  4  5  6  7  8  9  10
const OU_UNDER: Record<string, string> = {
  '0': /*    */ 'P  L  L  L  L  L  L  L  L  L  L',
  '0.25': /* */ 'HW L  L  L  L  L  L  L  L  L  L',
  '0.5': /*  */ 'W  L  L  L  L  L  L  L  L  L  L',
  '0.75': /* */ 'W  HL L  L  L  L  L  L  L  L  L',
  '1': /*    */ 'W  P  L  L  L  L  L  L  L  L  L',
  '1.25': /* */ 'W  HW L  L  L  L  L  L  L  L  L',
  '1.5': /*  */ 'W  W  L  L  L  L  L  L  L  L  L',
  '1.75': /* */ 'W  W  HL L  L  L  L  L  L  L  L',
  '2': /*    */ 'W  W  P  L  L  L  L  L  L  L  L',
  '2.25': /* */ 'W  W  HW L  L  L  L  L  L  L  L',
  '2.5': /*  */ 'W  W  W  L  L  L  L  L  L  L  L',
  '2.75': /* */ 'W  W  W  HL L  L  L  L  L  L  L',
  '3': /*    */ 'W  W  W  P  L  L  L  L  L  L  L',
  '3.25': /* */ 'W  W  W  HW L  L  L  L  L  L  L',
  '3.5': /*  */ 'W  W  W  W  L  L  L  L  L  L  L',
  '3.75': /* */ 'W  W  W  W  HL L  L  L  L  L  L',
  '4': /*    */ 'W  W  W  W  P  L  L  L  L  L  L',
  '4.25': /* */ 'W  W  W  W  HW L  L  L  L  L  L',
  '4.5': /*  */ 'W  W  W  W  W  L  L  L  L  L  L',
  '4.75': /* */ 'W  W  W  W  W  HL L  L  L  L  L',
  '5': /*    */ 'W  W  W  W  W  P  L  L  L  L  L',
  '5.25': /* */ 'W  W  W  W  W  HW L  L  L  L  L',
  '5.5': /*  */ 'W  W  W  W  W  W  L  L  L  L  L',
  '6.75': /* */ 'W  W  W  W  W  W  W  HL L  L  L',
  '9.25': /* */ 'W  W  W  W  W  W  W  W  W  HW L',
};

const lineQ = (key: string) => Number(key) * 4;

/**
 * Scores for a difference or a total in several shapes (the settlement must not depend on anything
 * but the difference for hdp and the total for ou): low-scoring, high-scoring, and lopsided.
 */
const diffScores = (d: number): Score[] => [
  { home: Math.max(d, 0), away: Math.max(-d, 0) },
  { home: Math.max(d, 0) + 3, away: Math.max(-d, 0) + 3 },
];
const totalScores = (t: number): Score[] => [
  { home: t, away: 0 },
  { home: 0, away: t },
  { home: Math.ceil(t / 2), away: Math.floor(t / 2) },
];

/**
 * A fixture whose other period's score would settle differently: for a first-half leg the full time
 * adds goals (two to the away side, three in all), for a full-time leg the half time had none. So a
 * leg settled on the wrong period's score fails the table.
 */
function fixtureScores(period: Period, score: Score): { ht: Score | null; ft: Score | null } {
  return period === '1h' ? { ht: score, ft: { home: score.home + 1, away: score.away + 2 } } : { ht: { home: 0, away: 0 }, ft: score };
}

describe('the settlement table: Asian handicap, every line from -3.5 to +3.5 against differences -5 to +5', () => {
  it('covers every quarter line from -3.5 to 3.5', () => {
    const keys = Object.keys(HDP_HOME).map(lineQ);
    expect(keys.sort((a, b) => a - b)).toEqual(Array.from({ length: 29 }, (_, i) => i - 14));
    expect(Object.keys(HDP_AWAY)).toEqual(Object.keys(HDP_HOME));
  });

  for (const period of ['ft', '1h'] as const) {
    for (const [side, table] of [
      ['home', HDP_HOME],
      ['away', HDP_AWAY],
    ] as const) {
      it(`${period} ${side}`, () => {
        let checked = 0;
        for (const [line, text] of Object.entries(table)) {
          const expected = row(text);
          expect(expected).toHaveLength(DIFFS.length);
          DIFFS.forEach((d, i) => {
            for (const shape of diffScores(d)) {
              const score = periodScore(period, fixtureScores(period, shape));
              if (!score) throw new Error('no score for the period');
              expect({ line, d, shape, got: settleLeg('hdp', side, lineQ(line), score) }).toEqual({ line, d, shape, got: expected[i] });
              checked++;
            }
          });
        }
        expect(checked).toBe(29 * 11 * 2);
      });
    }
  }
});

describe('the settlement table: over/under, every quarter line from 0 to 5.5 against totals 0 to 10', () => {
  it('covers every quarter line from 0 to 5.5 (and two high ones)', () => {
    const keys = Object.keys(OU_OVER).map(lineQ);
    expect(keys.filter((q) => q <= 22).sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(Object.keys(OU_UNDER)).toEqual(Object.keys(OU_OVER));
  });

  for (const period of ['ft', '1h'] as const) {
    for (const [side, table] of [
      ['over', OU_OVER],
      ['under', OU_UNDER],
    ] as const) {
      it(`${period} ${side}`, () => {
        let checked = 0;
        for (const [line, text] of Object.entries(table)) {
          const expected = row(text);
          expect(expected).toHaveLength(TOTALS.length);
          TOTALS.forEach((t, i) => {
            for (const shape of totalScores(t)) {
              const score = periodScore(period, fixtureScores(period, shape));
              if (!score) throw new Error('no score for the period');
              expect({ line, t, shape, got: settleLeg('ou', side, lineQ(line), score) }).toEqual({ line, t, shape, got: expected[i] });
              checked++;
            }
          });
        }
        expect(checked).toBe(25 * 11 * 3);
      });
    }
  }
});

describe('first-half markets settle on the half-time score', () => {
  // Half time 1-0, full time 1-2.
  const scores = { ht: { home: 1, away: 0 }, ft: { home: 1, away: 2 } };
  const at = (period: Period) => {
    const s = periodScore(period, scores);
    if (!s) throw new Error('no score');
    return s;
  };
  it('picks the period score', () => {
    expect(periodScore('1h', scores)).toEqual({ home: 1, away: 0 });
    expect(periodScore('ft', scores)).toEqual({ home: 1, away: 2 });
    expect(periodScore('1h', { ht: null, ft: { home: 2, away: 0 } })).toBeNull();
  });
  it('settles the same bet differently per period', () => {
    // Home -0.75: 1h wins by one goal -> half won; ft loses by one -> lost.
    expect(settleLeg('hdp', 'home', -3, at('1h'))).toBe('half_won');
    expect(settleLeg('hdp', 'home', -3, at('ft'))).toBe('lost');
    // Over 0.5/1 (0.75): 1h one goal -> half won; ft three goals -> won.
    expect(settleLeg('ou', 'over', 3, at('1h'))).toBe('half_won');
    expect(settleLeg('ou', 'over', 3, at('ft'))).toBe('won');
    // Under 1.25 on the first half: one goal -> half won.
    expect(settleLeg('ou', 'under', 5, at('1h'))).toBe('half_won');
    expect(settleLeg('1x2', 'home', 0, at('1h'))).toBe('won');
    expect(settleLeg('1x2', 'away', 0, at('ft'))).toBe('won');
    expect(settleLeg('oe', 'odd', 0, at('1h'))).toBe('won');
    expect(settleLeg('oe', 'odd', 0, at('ft'))).toBe('won');
    expect(settleLeg('oe', 'even', 0, { home: 0, away: 0 })).toBe('won');
  });
});

describe('1X2 and odd/even', () => {
  it('1X2', () => {
    expect(settleLeg('1x2', 'home', 0, { home: 2, away: 1 })).toBe('won');
    expect(settleLeg('1x2', 'draw', 0, { home: 2, away: 1 })).toBe('lost');
    expect(settleLeg('1x2', 'away', 0, { home: 2, away: 1 })).toBe('lost');
    expect(settleLeg('1x2', 'draw', 0, { home: 0, away: 0 })).toBe('won');
    expect(settleLeg('1x2', 'home', 0, { home: 3, away: 3 })).toBe('lost');
    expect(settleLeg('1x2', 'away', 0, { home: 0, away: 4 })).toBe('won');
  });
  it('odd/even on total goals (0 is even)', () => {
    expect(settleLeg('oe', 'even', 0, { home: 0, away: 0 })).toBe('won');
    expect(settleLeg('oe', 'odd', 0, { home: 0, away: 0 })).toBe('lost');
    expect(settleLeg('oe', 'odd', 0, { home: 2, away: 1 })).toBe('won');
    expect(settleLeg('oe', 'even', 0, { home: 2, away: 2 })).toBe('won');
    expect(settleLeg('oe', 'even', 0, { home: 5, away: 0 })).toBe('lost');
  });
  it('refuses a selection of another market and a score that is not goals', () => {
    expect(() => settleLeg('hdp', 'draw', 0, { home: 0, away: 0 })).toThrow(RangeError);
    expect(() => settleLeg('ou', 'home', 10, { home: 0, away: 0 })).toThrow(RangeError);
    expect(() => settleLeg('1x2', 'over', 0, { home: 0, away: 0 })).toThrow(RangeError);
    expect(() => settleLeg('oe', 'home', 0, { home: 0, away: 0 })).toThrow(RangeError);
    expect(() => settleLeg('hdp', 'home', 0.5, { home: 0, away: 0 })).toThrow(RangeError);
    expect(() => settleLeg('hdp', 'home', 0, { home: -1, away: 0 })).toThrow(RangeError);
  });
});

describe('void', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const hours = (h: number) => new Date(now.getTime() - h * 3600_000);
  it('cancelled, voided by an operator, postponed more than 48 h', () => {
    expect(voidReason({ status: 'cancelled', voided: false, postponed_at: null }, now)).toBe('ยกเลิกการแข่งขัน');
    expect(voidReason({ status: 'finished', voided: true, postponed_at: null }, now)).toBe('ผู้ดูแลระบบยกเลิกคู่นี้ (โมฆะ)');
    expect(voidReason({ status: 'postponed', voided: false, postponed_at: hours(49) }, now)).toBe('เลื่อนการแข่งขันเกิน 48 ชั่วโมง');
    expect(
      voidReason({ status: 'postponed', voided: false, postponed_at: new Date(now.getTime() - 48 * 3600_000 - 1) }, now),
    ).not.toBeNull();
  });
  it('stands otherwise', () => {
    expect(voidReason({ status: 'postponed', voided: false, postponed_at: hours(48) }, now)).toBeNull();
    expect(voidReason({ status: 'postponed', voided: false, postponed_at: hours(3) }, now)).toBeNull();
    expect(voidReason({ status: 'postponed', voided: false, postponed_at: null }, now)).toBeNull();
    // Postponed, then played within the 48 h: the result stands.
    expect(voidReason({ status: 'finished', voided: false, postponed_at: hours(72) }, now)).toBeNull();
    expect(voidReason({ status: 'finished', voided: false, postponed_at: null }, now)).toBeNull();
    expect(voidReason({ status: 'live', voided: false, postponed_at: null }, now)).toBeNull();
  });
});

describe('singles pay in satang', () => {
  // 100 baht at 1.95.
  const pay = (outcome: Outcome) => betPayout(10_000, [{ odds: 1950, outcome }]);
  it('every outcome', () => {
    expect(pay('won')).toBe(19_500);
    expect(pay('half_won')).toBe(14_750); // 50 x 1.95 + 50
    expect(pay('push')).toBe(10_000);
    expect(pay('void')).toBe(10_000);
    expect(pay('half_lost')).toBe(5_000);
    expect(pay('lost')).toBe(0);
  });
  it('floors an odd stake once', () => {
    // 10.01 baht half won at 1.955: 1001 x 2.955 / 2 = 1478.9775 -> 1478 satang.
    expect(betPayout(1001, [{ odds: 1955, outcome: 'half_won' }])).toBe(1478);
    // 0.01 baht half lost -> half a satang -> 0; still a half loss, not a loss.
    expect(betPayout(1, [{ odds: 1950, outcome: 'half_lost' }])).toBe(0);
    expect(betResult(1, 0, [{ outcome: 'half_lost' }])).toBe('half_lost');
    // 3 satang won at 1.999: 5.997 -> 5.
    expect(betPayout(3, [{ odds: 1999, outcome: 'won' }])).toBe(5);
  });
  it('caps at the most a bet may pay', () => {
    expect(betPayout(10_000, [{ odds: 5000, outcome: 'won' }], 30_000)).toBe(30_000);
    expect(betPayout(10_000, [{ odds: 2000, outcome: 'won' }], 30_000)).toBe(20_000);
  });
  it('a single is its leg', () => {
    for (const o of ['won', 'half_won', 'push', 'void', 'half_lost', 'lost'] as const)
      expect(betResult(10_000, pay(o), [{ outcome: o }])).toBe(o);
  });
});

describe('step parlays pay in satang', () => {
  const legs = (...l: [number, Outcome][]) => l.map(([odds, outcome]) => ({ odds, outcome }));
  it('a half-won leg counts 1 + (odds - 1) / 2, a push 1', () => {
    // 100 baht: 1.95 x (1 + 1.00 / 2) x 1 = 2.925 -> 292.50 baht.
    const l = legs([1950, 'won'], [2000, 'half_won'], [1900, 'push']);
    expect(betPayout(10_000, l)).toBe(29_250);
    expect(betResult(10_000, 29_250, l)).toBe('won');
  });
  it('a void leg counts 1', () => {
    // 100 baht: 1.90 x 1 x 2.10 = 3.99.
    const l = legs([1900, 'won'], [1850, 'void'], [2100, 'won']);
    expect(betPayout(10_000, l)).toBe(39_900);
  });
  it('a half-lost leg counts 0.5', () => {
    // 100 baht: 1.95 x 0.5 = 0.975 -> 97.50 baht, less than the stake.
    const l = legs([1950, 'won'], [1800, 'half_lost']);
    expect(betPayout(10_000, l)).toBe(9_750);
    expect(betResult(10_000, 9_750, l)).toBe('half_lost');
    // Two half losses: 0.25 -> 25 baht.
    expect(betPayout(10_000, legs([1950, 'half_lost'], [1800, 'half_lost']))).toBe(2_500);
    // A win and a half loss can still beat the stake: 2.50 x 0.5 = 1.25.
    const up = legs([2500, 'won'], [1900, 'half_lost']);
    expect(betPayout(10_000, up)).toBe(12_500);
    expect(betResult(10_000, 12_500, up)).toBe('won');
  });
  it('a lost leg loses the parlay, whatever the others', () => {
    const l = legs([1950, 'won'], [2000, 'half_won'], [1900, 'lost'], [1850, 'void']);
    expect(betPayout(10_000, l)).toBe(0);
    expect(betResult(10_000, 0, l)).toBe('lost');
  });
  it('every leg void -> void, pushes and voids -> push: the stake back', () => {
    const allVoid = legs([1950, 'void'], [1800, 'void'], [2200, 'void']);
    expect(betPayout(10_000, allVoid)).toBe(10_000);
    expect(betResult(10_000, 10_000, allVoid)).toBe('void');
    const mixed = legs([1950, 'void'], [1800, 'push']);
    expect(betPayout(10_000, mixed)).toBe(10_000);
    expect(betResult(10_000, 10_000, mixed)).toBe('push');
  });
  it('caps at the most a parlay may pay', () => {
    // 100 baht at 3 x 3 x 3 = 27 -> 2,700 baht, capped at 2,000.
    const l = legs([3000, 'won'], [3000, 'won'], [3000, 'won']);
    expect(betPayout(10_000, l)).toBe(270_000);
    expect(betPayout(10_000, l, 200_000)).toBe(200_000);
    expect(betResult(10_000, 200_000, l)).toBe('won');
  });
  it('12 legs exactly, floored once at the end', () => {
    // 1.1 x 1.4 = 1.54; x 1.8 = 2.772; x 1.25 = 3.465; x 1.6 = 5.544; x 1.5 = 8.316; x 1.8 = 14.9688;
    // x 1.4 = 20.95632; x 2 = 41.91264; x 2.5 = 104.7816; x 1.2 = 125.73792; x 2.5 = 314.3448.
    // 100 baht -> 31,434.48 baht exactly (floats make it 3143447.999999999 satang).
    const odds = [1100, 1400, 1800, 1250, 1600, 1500, 1800, 1400, 2000, 2500, 1200, 2500];
    expect(
      betPayout(
        10_000,
        odds.map((o) => ({ odds: o, outcome: 'won' as const })),
      ),
    ).toBe(3_143_448);
    expect(betOdds(odds)).toBe(314_344);
  });
  it('12 legs with half wins, a push and a void', () => {
    // 10.01 baht; won: 1.955 2.05 1.995 2.10 2.025 1.96 1.875 1.885; half won 1.87 -> 1.435, 1.93 -> 1.465;
    // push and void 1. Factor 50704444074545744301 / 102400000000000000 = 495.160586665...;
    // x 1001 satang = 495,655.747... -> 495,655 satang; x 10,000 = 4,951,605.866... -> 4,951,605.
    const l = legs(
      [1955, 'won'],
      [1870, 'half_won'],
      [2050, 'won'],
      [1915, 'push'],
      [1995, 'won'],
      [1800, 'void'],
      [2100, 'won'],
      [1930, 'half_won'],
      [1885, 'won'],
      [2025, 'won'],
      [1960, 'won'],
      [1875, 'won'],
    );
    expect(betPayout(1001, l)).toBe(495_655);
    expect(betPayout(10_000, l)).toBe(4_951_605);
  });
});

describe('bet odds at placement', () => {
  it('a single is its leg, a parlay the product rounded down to thousandths', () => {
    expect(betOdds([1950])).toBe(1950);
    expect(betOdds([1950, 1950])).toBe(3802); // 3.8025
    expect(betOdds([1955, 1870, 2050, 1915, 1995, 1800, 2100, 1930, 1885, 2025, 1960, 1875])).toBe(2_930_196);
  });
  it('refuses odds below evens money and an empty bet', () => {
    expect(() => betOdds([])).toThrow(RangeError);
    expect(() => betOdds([999])).toThrow(RangeError);
    expect(() => betOdds([1.95])).toThrow(RangeError);
    expect(() => betPayout(100, [])).toThrow(RangeError);
    expect(() => betPayout(1.5, [{ odds: 1950, outcome: 'won' }])).toThrow(RangeError);
  });
});

describe('odds formats', () => {
  it('decimal: 2 decimals, 3 when the third is not 0', () => {
    expect(formatOdds(1950, 'decimal')).toBe('1.95');
    expect(formatOdds(2000, 'decimal')).toBe('2.00');
    expect(formatOdds(1955, 'decimal')).toBe('1.955');
    expect(formatOdds(1005, 'decimal')).toBe('1.005');
    expect(formatOdds(12_500, 'decimal')).toBe('12.50');
  });
  it('Hong Kong: decimal - 1', () => {
    expect(formatOdds(1950, 'hk')).toBe('0.95');
    expect(formatOdds(2200, 'hk')).toBe('1.20');
    expect(formatOdds(1085, 'hk')).toBe('0.085');
  });
  it('Malay: decimal - 1 below evens, -1 / (decimal - 1) from evens', () => {
    expect(formatOdds(1950, 'malay')).toBe('0.95');
    expect(formatOdds(1500, 'malay')).toBe('0.50');
    expect(formatOdds(1085, 'malay')).toBe('0.085');
    expect(formatOdds(2000, 'malay')).toBe('-1.00');
    expect(formatOdds(2200, 'malay')).toBe('-0.83'); // -0.8333
    expect(formatOdds(2150, 'malay')).toBe('-0.87'); // -0.8696
    expect(formatOdds(3000, 'malay')).toBe('-0.50');
    expect(formatOdds(9000, 'malay')).toBe('-0.13'); // -0.125, half away from 0
    expect(formatOdds(11_000, 'malay')).toBe('-0.10');
  });
});

describe('lines as Thai books print them', () => {
  it('handicap: the absolute value, a quarter line as its two neighbours', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [1, '0/0.5'],
      [-1, '0/0.5'],
      [2, '0.5'],
      [-2, '0.5'],
      [3, '0.5/1'],
      [-3, '0.5/1'],
      [4, '1'],
      [-5, '1/1.5'],
      [6, '1.5'],
      [-7, '1.5/2'],
      [13, '3/3.5'],
      [-14, '3.5'],
    ];
    for (const [q, text] of cases) expect({ q, text: formatLine('hdp', q) }).toEqual({ q, text });
  });
  it('over/under: the total', () => {
    expect(formatLine('ou', 10)).toBe('2.5');
    expect(formatLine('ou', 11)).toBe('2.5/3');
    expect(formatLine('ou', 9)).toBe('2/2.5');
    expect(formatLine('ou', 8)).toBe('2');
    expect(formatLine('ou', 1)).toBe('0/0.5');
  });
  it('1X2 and odd/even have no line', () => {
    expect(formatLine('1x2', 0)).toBe('');
    expect(formatLine('oe', 0)).toBe('');
  });
});
