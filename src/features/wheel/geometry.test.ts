import { describe, expect, it } from 'vitest';
import { landingRotation, restingAngle, SPIN_TURNS, segmentAt } from './geometry';

describe('wheel geometry', () => {
  it("the final angle puts the server's segment under the pointer, after at least the whole turns, from any start", () => {
    for (let n = 8; n <= 12; n++) {
      for (const current of [0, 17.5, 359, 2_160 + 45, -90]) {
        for (let i = 0; i < n; i++) {
          const r = landingRotation(current, i, n);
          expect(segmentAt(r, n)).toBe(i);
          expect(r - current).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
          expect(r - current).toBeLessThan((SPIN_TURNS + 1) * 360);
          // The segment's centre, exactly.
          expect((((r % 360) + 360) % 360).toFixed(6)).toBe(restingAngle(i, n).toFixed(6));
        }
      }
    }
  });

  it("at rest, the pointer is over segment 0's start side", () => {
    expect(segmentAt(0, 10)).toBe(0);
    expect(segmentAt(-36.5, 10)).toBe(1);
    expect(segmentAt(restingAngle(9, 10), 10)).toBe(9);
  });
});
