import { z } from 'zod';
import { AdminLottoResultBody, LottoDateField } from './lotto';

/**
 * The JSON results format (docs/lotto.md "The JSON format"): what a results provider pushes to the
 * signed webhook `POST /api/lotto/feed` and what `LOTTO_FEED_URL` answers. Each result names its
 * category by code and its draw by date, and gives the published figures in one of the forms an
 * operator may enter (`AdminLottoResultBody`): stock index close and change, Hanoi special and first
 * prize, the Lao 4-digit number, or 3 top / 2 bottom directly (and the government form).
 */
export const LottoFeedResult = z.object({
  /** lotto_category.code: 'nikkei_am', 'hanoi', 'lao', 'baac', ... */
  category: z.string({ error: 'กรุณาระบุประเภทหวย' }).regex(/^[a-z0-9_]{1,40}$/, { error: 'รหัสประเภทหวยไม่ถูกต้อง' }),
  /** The draw's date (Gregorian, Bangkok): the round's draw_date. */
  draw_date: LottoDateField,
  result: AdminLottoResultBody,
});
export type LottoFeedResult = z.output<typeof LottoFeedResult>;

export const LottoFeedDocument = z.object({
  results: z
    .array(LottoFeedResult, { error: 'กรุณาส่งรายการผลรางวัล' })
    .min(1, { error: 'กรุณาส่งผลรางวัลอย่างน้อย 1 รายการ' })
    .max(500, { error: 'ผลรางวัลมากเกินไปในครั้งเดียว' }),
});
export type LottoFeedDocument = z.input<typeof LottoFeedDocument>;

/**
 * What became of each pushed result: applied (the round has it now), same (it had these numbers
 * already), pending / held (kept for an operator), rejected (with the reason: no such round, not closed
 * yet, a form the category does not take, a round already decided otherwise).
 */
export const LOTTO_FEED_OUTCOMES = ['applied', 'same', 'pending', 'held', 'rejected'] as const;

export const LottoFeedAnswer = z.object({
  items: z.array(
    z.object({
      category: z.string(),
      draw_date: z.string(),
      round_id: z.number().int().nullable(),
      outcome: z.enum(LOTTO_FEED_OUTCOMES),
      message: z.string().nullable(),
    }),
  ),
});
