/**
 * Exact rationals on bigint, for the published return-to-player figures: enumerations sum integer
 * weights over integer denominators, so the figure is exact until it is printed.
 */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(n: bigint | number, d: bigint | number = 1n): Rational {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('zero denominator');
  if (dd < 0n) {
    nn = -nn;
    dd = -dd;
  }
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);

/** The nearest double (good to ~1e-16 relative, far beyond any printed digit). */
export function toNumber(r: Rational): number {
  // Scale to keep 18 significant digits through the integer division.
  const scale = 10n ** 18n;
  return Number((r.n * scale) / r.d) / 1e18;
}

/** A percentage with `digits` decimals, rounded half away from zero on the exact value. */
export function toPercent(r: Rational, digits = 4): string {
  const scale = 10n ** BigInt(digits);
  const scaled = r.n * 100n * scale;
  const q = scaled / r.d;
  const rem = scaled % r.d;
  const rounded = 2n * (rem < 0n ? -rem : rem) >= r.d ? q + (scaled < 0n ? -1n : 1n) : q;
  const sign = rounded < 0n ? '-' : '';
  const abs = rounded < 0n ? -rounded : rounded;
  const whole = abs / scale;
  const frac = (abs % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${sign}${whole}.${frac}` : `${sign}${whole}`;
}

export const fractionString = (r: Rational) => `${r.n}/${r.d}`;
