import { BahtAmount } from '@contract/money';
import { formatMoney } from '@/lib/format';

/** "1,000.50" -> 1000.5; anything that is not a plain decimal number -> undefined. */
export function parseBaht(text: string): number | undefined {
  const s = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d*)?$/.test(s)) return undefined;
  return Number(s);
}

/** A whole number of baht shows without decimals in an input ("500"), otherwise with its 2 decimals. */
export function bahtInputValue(baht: number): string {
  return Number.isInteger(baht) ? String(baht) : baht.toFixed(2);
}

export type AmountBounds = { min?: number; max?: number; minLabel?: string; maxLabel?: string };

/**
 * The Thai message for an amount as typed, with the contract's money rule (positive, 2 decimals)
 * and the page's bounds; undefined when it is fine.
 */
export function amountError(text: string, { min, max, minLabel = 'ขั้นต่ำ', maxLabel = 'สูงสุด' }: AmountBounds = {}): string | undefined {
  if (text.trim() === '') return 'กรุณากรอกจำนวนเงิน';
  const n = parseBaht(text);
  if (n === undefined) return 'กรุณากรอกจำนวนเงินเป็นตัวเลข';
  const rule = BahtAmount.safeParse(n);
  if (!rule.success) return rule.error.issues[0]?.message;
  if (min !== undefined && n < min) return `จำนวนเงิน${minLabel} ${formatMoney(min)} บาท`;
  if (max !== undefined && n > max) return `จำนวนเงิน${maxLabel} ${formatMoney(max)} บาท`;
  return undefined;
}
