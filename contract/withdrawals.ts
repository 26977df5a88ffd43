import { z } from 'zod';
import { ValidationErrorData } from './envelope';
import { BahtAmount } from './money';

/**
 * Withdrawals: the member asks (POST /api/member/withdraw), money is held at once, an operator
 * approves (paid) or rejects (money back) under /api/admin/withdrawals. docs/withdrawals.md.
 */

/** Defaults when the agent's config (agent.config.withdrawal) leaves a value out; baht. */
export const WITHDRAW_DEFAULTS = { min_amount: 100, max_per_day: 50_000, count_per_day: 5 } as const;

const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What the member sees for each state. */
export const WITHDRAWAL_STATUS_NAMES: Record<WithdrawalStatus, string> = {
  pending: 'รอดำเนินการ',
  approved: 'สำเร็จ',
  rejected: 'ถูกปฏิเสธ',
};

/** An account number as members see it in lists: only the last 4 digits ('xxxxxx7890'). */
export function maskAccountNumber(accountNumber: string): string {
  const keep = accountNumber.slice(-4);
  return 'x'.repeat(Math.max(accountNumber.length - 4, 0)) + keep;
}

/** A client-chosen key that makes a repeated submit answer the first result instead of acting twice. */
export const ClientRequestKey = z
  .string({ error: 'รหัสอ้างอิงคำขอไม่ถูกต้อง' })
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: 'รหัสอ้างอิงคำขอต้องมี 8-100 ตัวอักษร a-z A-Z 0-9 _ . : -' });

const Id = (label: string) =>
  z
    .number({ error: `กรุณาเลือก${label}` })
    .int({ error: `${label}ไม่ถูกต้อง` })
    .min(1, { error: `${label}ไม่ถูกต้อง` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${label}ไม่ถูกต้อง` });

/** The idempotency key may come in this field or in the `Idempotency-Key` header. */
export const WithdrawBody = z.object({
  amount: BahtAmount,
  bank_account_id: Id('บัญชีธนาคาร'),
  idempotency_key: ClientRequestKey.optional(),
});
export type WithdrawBody = z.input<typeof WithdrawBody>;

/** A registered bank account as the withdraw page lists it (number masked). */
const WithdrawBankAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number_masked: z.string(),
  account_name: z.string(),
  is_primary: z.boolean(),
});

export const MemberWithdrawal = z.object({
  id: z.number().int(),
  /** The number shown to the member and to support ('WD123'). */
  reference: z.string(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  status_name: z.string(),
  /** Only for a rejected withdrawal: the operator's reason, shown to the member. */
  reject_reason: z.string().nullable(),
  bank: z.object({
    bank_account_id: z.number().int(),
    bank_code: z.string(),
    bank_name: z.string(),
    account_number_masked: z.string(),
    account_name: z.string(),
  }),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MemberWithdrawal = z.infer<typeof MemberWithdrawal>;

export const WithdrawData = z.object({
  withdrawal: MemberWithdrawal,
  /** The main wallet's available balance after the hold. */
  available: z.number(),
  /** True when this answers an earlier submit with the same idempotency key. */
  replayed: z.boolean(),
});
export type WithdrawData = z.infer<typeof WithdrawData>;

/** The data of a refusal: `fields.amount` (below minimum, over the daily maximum) or the turnover left (3205). */
const WithdrawTurnoverData = z.object({ remaining_turnover: z.number() });
export const WithdrawAnswer = z.union([WithdrawData, ValidationErrorData, WithdrawTurnoverData]);

/** Page size for keyset lists: 20 by default, at most 100. */
export const KeysetLimit = z.coerce
  .number({ error: 'จำนวนรายการต้องเป็นตัวเลข' })
  .int({ error: 'จำนวนรายการต้องเป็นจำนวนเต็ม' })
  .min(1, { error: 'จำนวนรายการต้องอยู่ระหว่าง 1 ถึง 100' })
  .max(100, { error: 'จำนวนรายการต้องอยู่ระหว่าง 1 ถึง 100' })
  .default(20);

/** Keyset paging, newest first: `cursor` is the last id of the previous page (next_cursor). */
export const KeysetCursor = z.coerce
  .number({ error: 'ตำแหน่งหน้าไม่ถูกต้อง' })
  .int({ error: 'ตำแหน่งหน้าไม่ถูกต้อง' })
  .min(1, { error: 'ตำแหน่งหน้าไม่ถูกต้อง' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'ตำแหน่งหน้าไม่ถูกต้อง' });

export const WithdrawListQuery = z.object({ cursor: KeysetCursor.optional(), limit: KeysetLimit });
export type WithdrawListQuery = z.input<typeof WithdrawListQuery>;

export const WithdrawListData = z.object({ items: z.array(MemberWithdrawal), next_cursor: z.number().int().nullable() });
export type WithdrawListData = z.infer<typeof WithdrawListData>;

export const WithdrawInfo = z.object({
  limits: z.object({ min_amount: z.number(), max_per_day: z.number(), count_per_day: z.number().int() }),
  /** Today's (Bangkok day) withdrawals that count: pending and approved, not rejected. */
  today: z.object({
    amount: z.number(),
    count: z.number().int(),
    remaining_amount: z.number(),
    remaining_count: z.number().int(),
  }),
  /** The main wallet's available balance (withdrawals come from the main wallet only). */
  available: z.number(),
  bank_accounts: z.array(WithdrawBankAccount),
  pending: MemberWithdrawal.nullable(),
  /**
   * The unmet wagering requirement that blocks withdrawals, if any (baht: weighted stakes, or for kind
   * 'balance' the target and the balance now), with its title, expiry and the cap once it is met.
   */
  turnover: z
    .object({
      required: z.number(),
      done: z.number(),
      remaining: z.number(),
      title: z.string(),
      kind: z.enum(['turnover', 'balance']),
      expires_at: z.string().nullable(),
      max_withdrawal: z.number().nullable(),
    })
    .nullable(),
  /** A met requirement's cap that the next withdrawal applies (the balance above it is forfeited). */
  withdraw_cap: z.object({ max_withdrawal: z.number(), message: z.string() }).nullable(),
  can_withdraw: z.boolean(),
  /** Why a withdrawal would be refused right now (Thai), or null. */
  blocked_reason: z.string().nullable(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

// ---- operators (the queue and claims: contract/admin-withdrawals.ts) ----

export const AdminWithdrawal = z.object({
  id: z.number().int(),
  reference: z.string(),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  status_name: z.string(),
  /** The full account to pay into (operators transfer the money by hand or by bank API). */
  bank: z.object({
    bank_account_id: z.number().int(),
    bank_code: z.string(),
    bank_name: z.string(),
    account_number: z.string(),
    account_name: z.string(),
  }),
  transfer_id: z.number().int().nullable(),
  reject_reason: z.string().nullable(),
  bank_reference: z.string().nullable(),
  decided_by_operator: z.number().int().nullable(),
  decided_by_username: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;

/** An operator's reason for a rejection or an adjustment: 5-200 characters. */
export const AdminMoneyReason = z
  .string({ error: 'กรุณาระบุเหตุผล' })
  .trim()
  .min(5, { error: 'กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร' })
  .max(200, { error: 'เหตุผลยาวได้ไม่เกิน 200 ตัวอักษร' });

/** Approve: the body may be left out; the bank's transfer reference is recorded when given. */
export const AdminWithdrawalApproveBody = z
  .object({
    bank_reference: z
      .string({ error: 'เลขอ้างอิงการโอนไม่ถูกต้อง' })
      .trim()
      .max(100, { error: 'เลขอ้างอิงการโอนยาวได้ไม่เกิน 100 ตัวอักษร' })
      .optional(),
  })
  .nullish();
export type AdminWithdrawalApproveBody = z.input<typeof AdminWithdrawalApproveBody>;

/** Reject: the reason is shown to the member. */
export const AdminWithdrawalRejectBody = z.object({ reason: AdminMoneyReason });
export type AdminWithdrawalRejectBody = z.input<typeof AdminWithdrawalRejectBody>;
