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
