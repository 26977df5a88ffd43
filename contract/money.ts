import { z } from 'zod';
import { hasAtMost2Decimals } from './money-units';

// The conversions have no zod: pages on the first screen (the member panel's total) import them
// from './money-units' so that zod stays out of the first page's JavaScript.
export { bahtText, bahtToSatang, hasAtMost2Decimals, satangToBaht } from './money-units';

/** A positive baht amount as members type it: at most 2 decimals, at most 10 million. */
export const BahtAmount = /* @__PURE__ */ z
  .number({ error: 'กรุณากรอกจำนวนเงินเป็นตัวเลข' })
  .positive({ error: 'จำนวนเงินต้องมากกว่า 0' })
  .max(10_000_000, { error: 'จำนวนเงินสูงเกินกำหนด' })
  .refine(hasAtMost2Decimals, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });
