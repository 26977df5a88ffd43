import { z } from 'zod';
import { hasAtMost2Decimals } from './money';
import { AdminMoneyReason, ClientRequestKey } from './withdrawals';

/**
 * Manual adjustments by an operator (POST /api/admin/members/:id/adjust): credit (amount > 0) or
 * debit (amount < 0) the member's main wallet against the house 'adjustments' account.
 */
const ADJUST_MAX_BAHT = 10_000_000;

/** A signed baht amount: not zero, at most 2 decimals, at most 10 million either way. */
const SignedBahtAmount = z
  .number({ error: 'กรุณากรอกจำนวนเงินเป็นตัวเลข' })
  .refine((n) => n !== 0, { error: 'จำนวนเงินต้องไม่เป็น 0' })
  .refine((n) => Math.abs(n) <= ADJUST_MAX_BAHT, { error: 'จำนวนเงินสูงเกินกำหนด' })
  .refine(hasAtMost2Decimals, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });

export const AdminAdjustBody = z.object({
  /** Baht: positive credits the member, negative debits. */
  amount: SignedBahtAmount,
  reason: AdminMoneyReason,
  /** Chosen by the operator's screen once per form: a repeated submit answers the first adjustment. */
  idempotency_key: ClientRequestKey,
});
export type AdminAdjustBody = z.input<typeof AdminAdjustBody>;

export const AdminAdjustData = z.object({
  transfer_id: z.number().int(),
  member_id: z.number().int(),
  amount: z.number(),
  reason: z.string(),
  /** The main wallet after the adjustment: its balance and what is available (less held withdrawals). */
  balance: z.number(),
  available: z.number(),
  operator_id: z.number().int(),
  created_at: z.string(),
  replayed: z.boolean(),
});
export type AdminAdjustData = z.infer<typeof AdminAdjustData>;
