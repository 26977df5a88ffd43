import { describe, expect, it } from 'vitest';
import { labelPlacement, landingRotation, restingAngle, SPIN_TURNS, segmentAt } from './geometry';

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

  it('no label is upside down: its angle stays within -90..90, and it sits on its segment centre line from the rim', () => {
    for (let n = 1; n <= 16; n++) {
      for (let i = 0; i < n; i++) {
        const p = labelPlacement(i, n, 88);
        expect(p.angle).toBeGreaterThan(-90);
        expect(p.angle).toBeLessThanOrEqual(90);
        // The anchored end, rotate(angle) translate(x 0), is the point at r 88 on the segment's centre line
        // (clockwise from 12 o'clock: x = r sin c, y = -r cos c).
        const a = (p.angle * Math.PI) / 180;
        const c = (((i + 0.5) * 360) / n) * (Math.PI / 180);
        expect(p.x * Math.cos(a)).toBeCloseTo(88 * Math.sin(c), 6);
        expect(p.x * Math.sin(a)).toBeCloseTo(-88 * Math.cos(c), 6);
        // The label lies between that point and the hub: it ends at the rim on the right half, starts there on the left.
        expect(p.anchor).toBe(p.x > 0 ? 'end' : 'start');
      }
    }
  });
});
