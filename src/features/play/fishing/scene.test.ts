import { describe, expect, it } from 'vitest';
import type { FishKind } from './paytable';
import { CAUGHT_MS, capacity, createScene, markCaught, pickKind, spawn, step } from './scene';

const KINDS: FishKind[] = [
  { type: 'clownfish', name: 'ปลาการ์ตูน', multiplier: 2, spawnWeight: 6 },
  { type: 'shark', name: 'ฉลาม', multiplier: 20, spawnWeight: 3 },
  { type: 'dragonKing', name: 'ราชามังกร (บอส)', multiplier: 200, spawnWeight: 1 },
];

/** A fixed sequence of "random" numbers, repeated. */
const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

describe('fishing scene', () => {
  it('spawns kinds in proportion to their weights', () => {
    expect(pickKind(KINDS, () => 0)).toBe(KINDS[0]);
    expect(pickKind(KINDS, () => 0.59)).toBe(KINDS[0]);
    expect(pickKind(KINDS, () => 0.6)).toBe(KINDS[1]);
    expect(pickKind(KINDS, () => 0.89)).toBe(KINDS[1]);
    expect(pickKind(KINDS, () => 0.9)).toBe(KINDS[2]);
    expect(pickKind(KINDS, () => 0.999)).toBe(KINDS[2]);
  });

  it('draws bigger prizes as bigger, slower fish', () => {
    const s = createScene(375, 460);
    const small = spawn(s, [KINDS[0]], seq(0.3));
    const boss = spawn(s, [KINDS[2]], seq(0.3));
    expect(boss.width).toBeGreaterThan(small.width * 2);
    expect(boss.speed).toBeLessThan(small.speed / 2);
  });

  it('brings fish in from the edge they swim away from and keeps them above the cannon', () => {
    const s = createScene(400, 500);
    const right = spawn(s, KINDS, seq(0.1, 0.2, 0.99, 0.5, 0.5));
    expect(right.dir).toBe(1);
    expect(right.x).toBe(-right.width);
    const left = spawn(s, KINDS, seq(0.1, 0.9, 0.99, 0.5, 0.5));
    expect(left.dir).toBe(-1);
    expect(left.x).toBe(400);
    for (const f of [right, left]) expect(f.baseY + f.height / 2).toBeLessThanOrEqual(500 * 0.8 + 0.001);
  });

  it('swims fish across, lets them leave and fills the sea up to its capacity', () => {
    const s = createScene(400, 500);
    const fish = spawn(s, [KINDS[0]], seq(0.5, 0.1, 0.5, 0.5, 0.5, 0.5));
    s.spawnIn = 1e9; // no newcomers for now
    const x0 = fish.x;
    step(s, 100, KINDS, seq(0.5));
    expect(fish.x).toBeCloseTo(x0 + fish.speed * 0.1, 5);
    let changed = false;
    for (let t = 0; t < 200 && s.fish.includes(fish); t++) changed = step(s, 50, KINDS, seq(0.5)) || changed;
    expect(s.fish).not.toContain(fish);
    expect(changed).toBe(true);

    s.spawnIn = 0;
    for (let t = 0; t < 400; t++) step(s, 50, KINDS, seq(0.5, 0.3, 0.7));
    expect(s.fish.length).toBeGreaterThan(0);
    expect(s.fish.length).toBeLessThanOrEqual(capacity(s));
  });

  it('holds a caught fish still for its animation, then removes it', () => {
    const s = createScene(400, 500);
    s.spawnIn = 1e9;
    const fish = spawn(s, [KINDS[1]], seq(0.5), true);
    markCaught(s, fish);
    const x = fish.x;
    step(s, CAUGHT_MS - 100, KINDS, seq(0.5));
    expect(s.fish).toContain(fish);
    expect(fish.x).toBe(x);
    step(s, 100, KINDS, seq(0.5));
    expect(s.fish).not.toContain(fish);
  });
});
