import { BET_TYPES } from '@contract/lotto';
import { describe, expect, it } from 'vitest';
import { isTriple, payoutOf, permutations, reducedRate, winningNumbers, wins } from './bet-rules';
import { fromGovernment } from './results';

// Hand-worked: first prize 123456, front-3 123 and 789, back-3 012 and 345, last-2 78.
const gov = fromGovernment({ first_prize: '123456', front3: ['123', '789'], back3: ['012', '345'], bottom2: '78' });

describe('every bet type against a hand-worked government result', () => {
  it('3 top: exactly the last 3 digits of the first prize, in order', () => {
    expect(gov.top3).toBe('456');
    expect(wins('3top', '456', gov)).toBe(true);
    for (const n of ['465', '546', '123', '056', '457']) expect(wins('3top', n, gov), n).toBe(false);
  });

  it('3 tote: any of the 6 orders of 4-5-6, nothing else', () => {
    for (const n of ['456', '465', '546', '564', '645', '654']) expect(wins('3tote', n, gov), n).toBe(true);
    for (const n of ['455', '466', '457', '123', '000']) expect(wins('3tote', n, gov), n).toBe(false);
    expect(winningNumbers(gov)['3tote']).toHaveLength(6);
  });

  it('3 front and 3 back: either of the two prizes, in order', () => {
    expect(wins('3front', '123', gov)).toBe(true);
    expect(wins('3front', '789', gov)).toBe(true);
    expect(wins('3front', '321', gov)).toBe(false);
    expect(wins('3front', '012', gov)).toBe(false);
    expect(wins('3back', '012', gov)).toBe(true);
    expect(wins('3back', '345', gov)).toBe(true);
    expect(wins('3back', '456', gov)).toBe(false);
    expect(wins('3back', '123', gov)).toBe(false);
  });

  it('2 top is the last 2 of the first prize; 2 bottom is its own prize', () => {
    expect(wins('2top', '56', gov)).toBe(true);
    expect(wins('2top', '65', gov)).toBe(false);
    expect(wins('2top', '78', gov)).toBe(false);
    expect(wins('2bottom', '78', gov)).toBe(true);
    expect(wins('2bottom', '87', gov)).toBe(false);
    expect(wins('2bottom', '56', gov)).toBe(false);
  });

  it('run top: a digit among 4, 5, 6; run bottom: a digit among 7, 8', () => {
    for (const d of ['4', '5', '6']) expect(wins('runtop', d, gov), d).toBe(true);
    for (const d of ['0', '1', '2', '3', '7', '8', '9']) expect(wins('runtop', d, gov), d).toBe(false);
    for (const d of ['7', '8']) expect(wins('runbottom', d, gov), d).toBe(true);
    for (const d of ['0', '1', '2', '3', '4', '5', '6', '9']) expect(wins('runbottom', d, gov), d).toBe(false);
  });
});

describe('repeated digits', () => {
  const draw = { top3: '112', bottom2: '33', front3: [], back3: [] };

  it('tote on a top with a repeated digit has 3 winning orders, each listed once', () => {
    expect(permutations('112')).toEqual(['112', '121', '211']);
    expect(winningNumbers(draw)['3tote']).toEqual(['112', '121', '211']);
    expect(wins('3tote', '121', draw)).toBe(true);
    expect(wins('3tote', '122', draw)).toBe(false);
  });

  it('a triple top has one order; a tote on a triple is recognised (not sold)', () => {
    expect(permutations('777')).toEqual(['777']);
    expect(winningNumbers({ top3: '777', bottom2: '00', front3: [], back3: [] })['3tote']).toEqual(['777']);
    expect(isTriple('777')).toBe(true);
    expect(isTriple('776')).toBe(false);
  });

  it('run pays once per item however often the digit appears', () => {
    expect(winningNumbers(draw).runtop).toEqual(['1', '2']);
    expect(winningNumbers(draw).runbottom).toEqual(['3']);
    expect(wins('runtop', '1', draw)).toBe(true);
    expect(wins('runtop', '3', draw)).toBe(false);
    expect(wins('runbottom', '3', draw)).toBe(true);
  });

  it('every bet type has its list (front/back empty outside the government lottery)', () => {
    const w = winningNumbers(draw);
    expect(Object.keys(w).sort()).toEqual([...BET_TYPES].sort());
    expect(w['3front']).toEqual([]);
    expect(w['3back']).toEqual([]);
  });
});

describe('payouts are exact integer satang', () => {
  it('multiplies the stake by the rate x100 and floors to the satang', () => {
    expect(payoutOf(1_000, 90_000)).toBe(900_000); // 10 baht at 900 = 9,000 baht
    expect(payoutOf(100, 320)).toBe(320); // 1 baht at 3.2 = 3.20 baht
    expect(payoutOf(1, 320)).toBe(3); // 0.01 baht at 3.2 = 0.032 -> 0.03
    expect(payoutOf(33, 420)).toBe(138); // 0.33 baht at 4.2 = 1.386 -> 1.38
    expect(payoutOf(1_000_000_000, 10_000_000)).toBe(100_000_000_000_000); // no float drift on big numbers
  });

  it('a reduced rate is a floored percentage of the rate', () => {
    expect(reducedRate(90_000, 50)).toBe(45_000);
    expect(reducedRate(320, 50)).toBe(160);
    expect(reducedRate(420, 33)).toBe(138);
  });
});
