import { describe, expect, it } from 'vitest';
import { createRng } from '../fair';
import { rational, toPercent } from '../rational';
import { pp, publishedDoc, RunningStats, scriptedRng } from '../test-support';
import {
  CAPTURE_SCALE,
  captureThreshold,
  FISH,
  FISH_TYPES,
  FishingInput,
  fishingGame,
  fishingRtpFigures,
  SPAWN_WEIGHTS,
  shoot,
} from './index';

describe('fish shooting', () => {
  it('captures below the threshold and pays bet x multiplier', () => {
    const t = captureThreshold(FISH.shark.multiplier);
    expect(t).toBe(48_000);
    expect(shoot(scriptedRng([t - 1]), { bet: 100, fishType: 'shark' })).toEqual({ captured: true, win: 2_000 });
    expect(shoot(scriptedRng([t]), { bet: 100, fishType: 'shark' })).toEqual({ captured: false, win: 0 });
    const r = fishingGame.play(scriptedRng([0]), { bet: 50, fish: 'dragonKing' });
    expect(r).toEqual({ stake: 50, win: 10_000, outcome: { fish: 'dragonKing', multiplier: 200, captured: true, win: 10_000 } });
  });

  it('rounds every threshold down, so no fish returns more than 96%', () => {
    for (const m of [2, 3, 7, 9, 11, 13, 17, 33, 99, 150, 333, 999]) {
      const rtp = (m * captureThreshold(m)) / CAPTURE_SCALE;
      expect(rtp).toBeLessThanOrEqual(0.96);
      expect(rtp).toBeGreaterThan(0.96 - m / CAPTURE_SCALE);
    }
    // Every shipped multiplier divides 960,000: each fish returns exactly 96%.
    for (const type of FISH_TYPES) expect(fishingRtpFigures().find((f) => f.key === type)!.fraction).toBe('24/25');
  });

  it('publishes the figure and the capture chances in docs/games-rtp.md', () => {
    const doc = publishedDoc();
    expect(doc).toContain(`${toPercent(rational(24, 25), 4)}%`);
    for (const type of FISH_TYPES)
      expect(doc, type).toContain(`${captureThreshold(FISH[type].multiplier).toLocaleString('en-US')} / 1,000,000`);
  });

  it('validates the bet and the fish', () => {
    expect(FishingInput.parse({ bet: 10, fish: 'clownfish' })).toEqual({ bet: 10, fish: 'clownfish' });
    const messages = (v: unknown) => {
      const r = FishingInput.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages({ bet: 5, fish: 'clownfish' })).toEqual(['เดิมพันขั้นต่ำ 0.1 บาท']);
    expect(messages({ bet: 10_001, fish: 'clownfish' })).toEqual(['เดิมพันสูงสุด 100 บาท']);
    expect(messages({ bet: 10, fish: 'goldfish' })).toEqual(['ไม่พบปลาตัวนี้']);
  });

  it('lands within 0.5 pp of 96% over 1,500,000 shots in the spawn mix', { timeout: 180_000 }, () => {
    // Shots follow the spawn weights exactly (a fixed 1,000-shot schedule repeated), the capture
    // comes from the fair Rng with one nonce per shot.
    const schedule = FISH_TYPES.flatMap((type) => new Array(SPAWN_WEIGHTS[type]).fill(type));
    expect(schedule).toHaveLength(1_000);
    const shots = 1_500_000;
    const stats = new RunningStats();
    const captures = Object.fromEntries(FISH_TYPES.map((t) => [t, 0]));
    const started = performance.now();
    for (let nonce = 0; nonce < shots; nonce++) {
      const fish = schedule[nonce % schedule.length];
      const r = fishingGame.play(createRng({ serverSeed: 'f15e'.repeat(16), clientSeed: 'sim', nonce }), { bet: 100, fish });
      stats.add(r.win / r.stake);
      if (r.outcome.captured) captures[fish]++;
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `fishing: ${shots} shots, measured ${pp(stats.mean)} vs exact 96.000%, sd ${stats.sd.toFixed(3)}, standard error ${pp(stats.se)}, ${seconds.toFixed(1)} s`,
    );
    expect(3 * stats.se).toBeLessThan(0.005);
    expect(Math.abs(stats.mean - 0.96)).toBeLessThan(0.005);
    // Each fish is captured at its own rate (binomial, 4 standard deviations).
    for (const type of FISH_TYPES) {
      const n = (shots / 1_000) * SPAWN_WEIGHTS[type];
      const p = captureThreshold(FISH[type].multiplier) / CAPTURE_SCALE;
      expect(Math.abs(captures[type] - n * p), type).toBeLessThan(4 * Math.sqrt(n * p * (1 - p)));
    }
  });
});
