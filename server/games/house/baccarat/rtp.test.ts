import { describe, expect, it } from 'vitest';
import { rational, toNumber, toPercent } from '../rational';
import { publishedDoc } from '../test-support';
import { baccaratRtpFigures } from './index';
import { baccaratOdds, baccaratRtp } from './rtp';

describe('baccarat exact return (8 decks, full enumeration)', () => {
  const odds = baccaratOdds();
  const rtp = baccaratRtp(odds);

  it('finds the well-known outcome probabilities', () => {
    expect(toNumber(odds.banker)).toBeCloseTo(0.458597, 6);
    expect(toNumber(odds.player)).toBeCloseTo(0.446247, 6);
    expect(toNumber(odds.tie)).toBeCloseTo(0.095156, 6);
    expect(toNumber(odds.banker) + toNumber(odds.player) + toNumber(odds.tie)).toBeCloseTo(1, 14);
    expect(odds.pair).toEqual(rational(31, 415));
  });

  it('matches the published returns of each bet to 0.01 pp', () => {
    const known = { banker: 0.989421, player: 0.987649, tie: 0.856404, playerPair: 0.896386, bankerPair: 0.896386 };
    for (const [spot, value] of Object.entries(known)) {
      expect(Math.abs(toNumber(rtp[spot as keyof typeof rtp]) - value), spot).toBeLessThan(0.0001);
    }
  });

  it('gives the textbook figures for other shoes too (6 decks and 1 deck)', () => {
    // House edges as tabulated for 6 decks: banker 1.0558%, player 1.2374%, tie 14.4382%;
    // for 1 deck, to two decimals: banker 1.01%, player 1.29%, tie 15.75%.
    const six = baccaratRtp(baccaratOdds(6));
    expect(Math.abs(toNumber(six.banker) - 0.989442)).toBeLessThan(0.0001);
    expect(Math.abs(toNumber(six.player) - 0.987626)).toBeLessThan(0.0001);
    expect(Math.abs(toNumber(six.tie) - 0.855618)).toBeLessThan(0.0001);
    const one = baccaratRtp(baccaratOdds(1));
    expect(Math.abs(toNumber(one.banker) - 0.9899)).toBeLessThanOrEqual(0.00005);
    expect(Math.abs(toNumber(one.player) - 0.9871)).toBeLessThanOrEqual(0.00005);
    expect(Math.abs(toNumber(one.tie) - 0.8425)).toBeLessThanOrEqual(0.00005);
  });

  it('publishes the exact figures in docs/games-rtp.md', () => {
    const doc = publishedDoc();
    for (const value of Object.values(rtp)) expect(doc).toContain(`${toPercent(value, 4)}%`);
    expect(baccaratRtpFigures().map((f) => f.key)).toEqual(['player', 'banker', 'tie', 'playerPair', 'bankerPair']);
  });
});
