import { allBets, type HiloBet, netOdds } from '@contract/hilo-bets';
import { describe, expect, it } from 'vitest';
import { rational, toNumber, toPercent } from '../rational';
import { publishedDoc, scriptedRng } from '../test-support';
import { HiloInput, hiloGame, hiloRtp, hiloRtpFigures } from './index';

const rtpOf = (key: string) => hiloRtp().find((r) => r.key === key)!.rtp;

describe('hi-lo bets', () => {
  it('settles the usual table bets', () => {
    const odds = (bet: HiloBet, dice: [number, number, number]) => netOdds(bet, dice);
    expect(odds({ type: 'high' }, [5, 6, 6])).toBe(1);
    expect(odds({ type: 'high' }, [4, 4, 4])).toBeNull(); // triples lose
    expect(odds({ type: 'high' }, [2, 3, 6])).toBe(1); // 11 is high
    expect(odds({ type: 'low' }, [2, 3, 5])).toBe(1);
    expect(odds({ type: 'low' }, [2, 3, 6])).toBeNull();
    expect(odds({ type: 'odd' }, [1, 1, 3])).toBe(1);
    expect(odds({ type: 'even' }, [2, 2, 2])).toBeNull();
    expect(odds({ type: 'hilo11' }, [5, 5, 1])).toBe(6);
    expect(odds({ type: 'hilo11' }, [5, 5, 2])).toBeNull();
    expect(odds({ type: 'total', value: 4 }, [1, 1, 2])).toBe(60);
    expect(odds({ type: 'total', value: 10 }, [6, 3, 1])).toBe(6);
    expect(odds({ type: 'single', value: 3 }, [3, 1, 2])).toBe(1);
    expect(odds({ type: 'single', value: 3 }, [3, 3, 2])).toBe(2);
    expect(odds({ type: 'single', value: 3 }, [3, 3, 3])).toBe(3);
    expect(odds({ type: 'single', value: 4 }, [3, 3, 3])).toBeNull();
    expect(odds({ type: 'double', value: 2 }, [2, 5, 2])).toBe(10);
    expect(odds({ type: 'double', value: 2 }, [2, 2, 2])).toBe(10);
    expect(odds({ type: 'triple', value: 6 }, [6, 6, 6])).toBe(180);
    expect(odds({ type: 'triple', value: 6 }, [5, 5, 5])).toBeNull();
    expect(odds({ type: 'anyTriple' }, [5, 5, 5])).toBe(30);
    expect(odds({ type: 'combo', value: [2, 5] }, [5, 1, 2])).toBe(5);
    expect(odds({ type: 'combo', value: [2, 5] }, [5, 5, 1])).toBeNull();
  });

  it('has exactly the standard returns, by enumerating all 216 rolls', () => {
    // Each figure is (winning rolls x (1 + odds)) / 216, counted by hand from the 216 rolls.
    const expected: Record<string, [number, number]> = {
      high: [105 * 2, 216],
      low: [105 * 2, 216],
      odd: [105 * 2, 216],
      even: [105 * 2, 216],
      hilo11: [27 * 7, 216],
      'total:4': [3 * 61, 216],
      'total:5': [6 * 31, 216],
      'total:6': [10 * 18, 216],
      'total:7': [15 * 13, 216],
      'total:8': [21 * 9, 216],
      'total:9': [25 * 7, 216],
      'total:10': [27 * 7, 216],
      'total:12': [25 * 7, 216],
      'total:17': [3 * 61, 216],
      'single:1': [75 * 2 + 15 * 3 + 1 * 4, 216],
      'double:4': [16 * 11, 216],
      'triple:2': [181, 216],
      anyTriple: [6 * 31, 216],
      'combo:1-6': [30 * 6, 216],
    };
    for (const [key, [n, d]] of Object.entries(expected)) expect(rtpOf(key), key).toEqual(rational(n, d));
    // Symmetric spots share their figure.
    for (const v of [2, 3, 4, 5, 6]) expect(rtpOf(`single:${v}`)).toEqual(rtpOf('single:1'));
    expect(toPercent(rtpOf('high'), 4)).toBe('97.2222');
    expect(allBets()).toHaveLength(5 + 13 + 6 + 6 + 6 + 1 + 15);
  });

  it('publishes every figure in docs/games-rtp.md', () => {
    const doc = publishedDoc();
    for (const { key, rtp } of hiloRtp()) expect(doc, key).toContain(`${toPercent(rtp, 2)}%`);
    expect(hiloRtpFigures()).toHaveLength(hiloRtp().length);
  });
});

describe('hi-lo rounds', () => {
  it('rolls three dice and pays every bet on them', () => {
    const r = hiloGame.play(scriptedRng([4, 4, 0]), {
      bets: [
        { type: 'high', amount: 1_000 },
        { type: 'hilo11', amount: 1_000 },
        { type: 'single', value: 5, amount: 2_000 },
        { type: 'combo', value: [1, 5], amount: 1_000 },
        { type: 'low', amount: 1_000 },
      ],
    });
    expect(r.outcome).toMatchObject({ dice: [5, 5, 1], total: 11, triple: false });
    expect(r.outcome.bets.map((b) => [b.key, b.odds, b.win])).toEqual([
      ['high', 1, 2_000],
      ['hilo11', 6, 7_000],
      ['single:5', 2, 6_000],
      ['combo:1-5', 5, 6_000],
      ['low', null, 0],
    ]);
    expect(r.stake).toBe(6_000);
    expect(r.win).toBe(21_000);
  });

  it('validates bets with Thai messages', () => {
    const ok = HiloInput.parse({ bets: [{ type: 'combo', value: [5, 2], amount: 1_000 }] });
    expect(ok.bets[0]).toEqual({ type: 'combo', value: [2, 5], amount: 1_000 });
    const messages = (v: unknown) => {
      const r = HiloInput.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages({ bets: [] })).toEqual(['กรุณาวางเดิมพันอย่างน้อย 1 ช่อง']);
    expect(messages({ bets: [{ type: 'total', value: 11, amount: 1_000 }] })).toEqual(['แต้มรวมที่แทงได้คือ 4-10 และ 12-17 (11 ให้แทง 11 ไฮโล)']);
    expect(messages({ bets: [{ type: 'single', value: 7, amount: 1_000 }] })).toEqual(['กรุณาเลือกหน้าลูกเต๋า 1-6']);
    expect(messages({ bets: [{ type: 'combo', value: [3, 3], amount: 1_000 }] })).toEqual(['โต๊ดต้องเป็นเลขสองตัวที่ไม่ซ้ำกัน']);
    expect(messages({ bets: [{ type: 'big', amount: 1_000 }] })).toEqual(['ไม่รู้จักประเภทการเดิมพันนี้']);
    expect(messages({ bets: [{ type: 'high', amount: 500 }] })).toEqual(['เดิมพันขั้นต่ำ 10 บาท']);
    expect(
      messages({
        bets: [
          { type: 'combo', value: [2, 5], amount: 1_000 },
          { type: 'combo', value: [5, 2], amount: 1_000 },
        ],
      }),
    ).toEqual(['วางเดิมพันช่องเดียวกันซ้ำในตาเดียวกันไม่ได้']);
    expect(toNumber(rtpOf('hilo11'))).toBe(0.875);
  });
});
