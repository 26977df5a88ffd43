import { describe, expect, it } from 'vitest';
import { toNumber, toPercent } from '../rational';
import { publishedDoc } from '../test-support';
import { SLOT_MATH } from './config';
import { slotRtpFigures } from './index';
import { scatterCountDistribution, slotRtp } from './rtp';

describe('slot exact return', () => {
  const rtp = slotRtp(SLOT_MATH);

  it('returns 96.0% (within 0.1 pp) on a paid spin and on a bought feature', () => {
    expect(Math.abs(toNumber(rtp.total) - 0.96)).toBeLessThan(0.001);
    expect(Math.abs(toNumber(rtp.buy) - 0.96)).toBeLessThan(0.001);
    // The parts add up: lines + scatters + trigger chance x feature value.
    const parts = toNumber(rtp.base.lines) + toNumber(rtp.base.scatter) + toNumber(rtp.base.trigger) * toNumber(rtp.featureValue);
    expect(parts).toBeCloseTo(toNumber(rtp.total), 12);
    expect(toNumber(rtp.featureValue) / SLOT_MATH.buyCost).toBeCloseTo(toNumber(rtp.buy), 12);
  });

  it('publishes the exact figures in docs/games-rtp.md', () => {
    const doc = publishedDoc();
    expect(doc).toContain(`${toPercent(rtp.total, 4)}%`);
    expect(doc).toContain(`${toPercent(rtp.buy, 4)}%`);
    expect(doc).toContain(`${toPercent(rtp.base.lines, 4)}%`);
    expect(doc).toContain(`1 in ${(1 / toNumber(rtp.base.trigger)).toFixed(2)}`);
    expect(doc).toContain(toNumber(rtp.featureValue).toFixed(4));
    expect(slotRtpFigures().map((f) => f.exact)).toEqual([toNumber(rtp.total), toNumber(rtp.buy)]);
  });

  it('has a scatter distribution that sums to one and matches 3 x scatters / length per reel', () => {
    const dist = scatterCountDistribution(SLOT_MATH.baseStrips);
    expect(dist.reduce((s, p) => s + toNumber(p), 0)).toBeCloseTo(1, 14);
    // With at most one scatter per screen of a reel, P(no scatter at all) = product of (1 - 3c/len).
    const none = SLOT_MATH.baseStrips.reduce((p, s) => p * (1 - (3 * s.filter((x) => x === 'S').length) / s.length), 1);
    expect(toNumber(dist[0])).toBeCloseTo(none, 14);
  });

  it('leaves the free-spin cap with a negligible effect (reaching it needs 99 retriggers)', () => {
    // P(cap reached) <= P(at least 99 retriggers in 990 spins) <= C(990, 99) r^99.
    const r = toNumber(rtp.free.trigger);
    let log10Choose = 0;
    for (let i = 0; i < 99; i++) log10Choose += Math.log10((990 - i) / (i + 1));
    const log10Bound = log10Choose + 99 * Math.log10(r);
    expect(SLOT_MATH.maxFreeSpins).toBe(1000);
    expect(log10Bound).toBeLessThan(-30);
  });
});
