import { satangToBaht } from '@contract/money';

const thb = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Satang as Thai messages write baht: 1,000 or 1,000.50. */
export function formatBaht(satang: number): string {
  return thb.format(satangToBaht(satang));
}
