/**
 * The wheel's geometry (docs/engagement.md "Member page"): n equal segments drawn clockwise
 * from the pointer at 12 o'clock, segment i spanning [i, i + 1) x 360 / n degrees. Rotating the
 * wheel clockwise by R degrees brings the point at angle a to a + R, so segment i's centre sits under
 * the pointer when R = -(i + 0.5) x 360 / n (mod 360).
 */
export const SPIN_TURNS = 6;

/** The rotation (degrees) under which segment `index`'s centre is at the pointer, in [0, 360). */
export function restingAngle(index: number, count: number): number {
  const step = 360 / count;
  return (((360 - (index + 0.5) * step) % 360) + 360) % 360;
}

/**
 * The final rotation of a spin from `current`: at least `turns` whole turns forward, ending with the
 * server's segment under the pointer.
 */
export function landingRotation(current: number, index: number, count: number, turns = SPIN_TURNS): number {
  const target = restingAngle(index, count);
  const now = ((current % 360) + 360) % 360;
  const forward = (target - now + 360) % 360;
  return current + turns * 360 + forward;
}

/** The segment under the pointer at a rotation. */
export function segmentAt(rotation: number, count: number): number {
  const step = 360 / count;
  const a = ((((-rotation % 360) + 360) % 360) + 1e-9) % 360;
  return Math.floor(a / step) % count;
}

const point = (r: number, deg: number) => {
  const rad = (deg * Math.PI) / 180;
  return `${(r * Math.sin(rad)).toFixed(3)} ${(-r * Math.cos(rad)).toFixed(3)}`;
};

/** The SVG path of segment i (centre 0,0, radius r). */
export function segmentPath(index: number, count: number, r: number): string {
  const step = 360 / count;
  const a0 = index * step;
  const a1 = a0 + step;
  return `M 0 0 L ${point(r, a0)} A ${r} ${r} 0 ${step > 180 ? 1 : 0} 1 ${point(r, a1)} Z`;
}

/** Where segment i's label goes (SVG: `rotate(angle) translate(x 0)`, `text-anchor` anchor). */
export type LabelPlacement = { angle: number; x: number; anchor: 'start' | 'end' };

/**
 * A segment's label, along its centre line and never upside down at rest: on the right half it reads
 * from the hub out to the rim (anchored at the rim), on the left half from the rim in to the hub (the
 * same line turned half a turn), so its angle stays within -90..90 degrees and every label reads
 * left to right.
 */
export function labelPlacement(index: number, count: number, radius: number): LabelPlacement {
  // The centre line's direction in SVG degrees (0 = 3 o'clock, clockwise), in [-180, 180).
  const centre = (index + 0.5) * (360 / count);
  const direction = ((((centre - 90 + 180) % 360) + 360) % 360) - 180;
  if (direction > 90) return { angle: direction - 180, x: -radius, anchor: 'start' };
  if (direction <= -90) return { angle: direction + 180, x: -radius, anchor: 'start' };
  return { angle: direction, x: radius, anchor: 'end' };
}
