import { z } from 'zod';

/**
 * Stakes inside the engines: integer satang within the game's limits. The messages are shown to
 * members, so they name amounts in baht.
 */
const baht = (satang: number) => (satang / 100).toLocaleString('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Table games take whole-baht stakes, like chips. */
export const WHOLE_BAHT = 100;

export function stakeSchema(min: number, max: number, step = 1) {
  let schema = z
    .number({ error: 'กรุณาระบุจำนวนเงินเดิมพัน' })
    .int({ error: 'จำนวนเงินเดิมพันไม่ถูกต้อง' })
    .min(min, { error: `เดิมพันขั้นต่ำ ${baht(min)} บาท` })
    .max(max, { error: `เดิมพันสูงสุด ${baht(max)} บาท` });
  if (step > 1) schema = schema.multipleOf(step, { error: `จำนวนเงินเดิมพันต้องเป็นทวีคูณของ ${baht(step)} บาท` });
  return schema;
}

/** a x num / den rounded down, on integers only (the banker's 0.95 commission: floor(bet x 95 / 100)). */
export function floorMulDiv(a: number, num: number, den: number): number {
  const product = a * num;
  if (!Number.isSafeInteger(product) || product < 0 || !Number.isSafeInteger(den) || den <= 0) throw new RangeError('amount out of range');
  return (product - (product % den)) / den; // exact integer division for non-negative amounts
}
