import { lazy } from './lazy';

/**
 * Money is integer satang in the database and baht with at most 2 decimals on the wire.
 * These two functions are the only conversion on either side; they go through strings so that
 * no float arithmetic ever decides an amount.
 */
export function bahtToSatang(baht: number): number {
  if (!Number.isFinite(baht)) throw new RangeError('amount is not finite');
  const s = Math.abs(baht).toFixed(3); // one guard digit catches 3-decimal input
  const [whole, frac = '000'] = s.split('.');
  if (frac[2] !== '0') throw new RangeError('amount has more than 2 decimals');
  const satang = Number(whole) * 100 + Number(frac.slice(0, 2));
  if (!Number.isSafeInteger(satang)) throw new RangeError('amount too large');
  return baht < 0 ? -satang : satang;
}

export function satangToBaht(satang: number | bigint | string): number {
  const n = typeof satang === 'number' ? satang : Number(satang);
  if (!Number.isSafeInteger(n)) throw new RangeError('satang is not a safe integer');
  return n / 100;
}

/** True when a number has at most 2 decimals (checked on the decimal string, not by float maths). */
export function hasAtMost2Decimals(n: number): boolean {
  if (!Number.isFinite(n)) return false;
  const s = String(n);
  if (s.includes('e')) return Number.isInteger(n);
  const frac = s.split('.')[1];
  return frac === undefined || frac.length <= 2;
}

const bahtFormat = lazy(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Satang as Thai notices and messages write an exact amount: 1,234.50. */
export function bahtText(satang: number): string {
  return bahtFormat().format(satangToBaht(satang));
}
