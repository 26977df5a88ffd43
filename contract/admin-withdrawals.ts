import { z } from 'zod';
import { AdminPageQuery, adminPaged, adminSort } from './admin';
import { AdminWithdrawal } from './withdrawals';

/**
 * The back office's withdrawal queue (GET /api/admin/withdrawals) and its claims
 * (POST /api/admin/withdrawals/:id/claim and /release). docs/backoffice.md "Withdrawals".
 */

/** How long a claim holds a withdrawal for its operator unless renewed (claiming again) or released. */
export const WITHDRAWAL_CLAIM_MINUTES = 10;

const WithdrawalStatus = z.enum(['pending', 'approved', 'rejected'], { error: 'สถานะต้องเป็น pending, approved หรือ rejected' });

/** A Bangkok calendar day YYYY-MM-DD (the range filter's ends, both included). */
const QueueDay = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ ปปปป-ดด-วว` })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
      },
      { error: `${label}ไม่ถูกต้อง` },
    );

export const AdminWithdrawalQueueQuery = AdminPageQuery.extend(adminSort(['created_at', 'amount']).shape)
  .extend({
    status: WithdrawalStatus.optional(),
    member_id: z.coerce
      .number({ error: 'รหัสสมาชิกไม่ถูกต้อง' })
      .int({ error: 'รหัสสมาชิกไม่ถูกต้อง' })
      .min(1, { error: 'รหัสสมาชิกไม่ถูกต้อง' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'รหัสสมาชิกไม่ถูกต้อง' })
      .optional(),
    /** The member: part of the phone (their username), of the name, or the account number. */
    q: z.string().trim().max(60, { error: 'คำค้นหายาวได้ไม่เกิน 60 ตัวอักษร' }).optional(),
    /** Asked on or after this Bangkok day. */
    from: QueueDay('วันเริ่มต้น').optional(),
    /** Asked on or before this Bangkok day. */
    to: QueueDay('วันสิ้นสุด').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด', path: ['from'] });
export type AdminWithdrawalQueueQuery = z.input<typeof AdminWithdrawalQueueQuery>;

/** Who handles a pending withdrawal right now (a live claim), or null. */
export const AdminWithdrawalClaim = z.object({
  operator_id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  expires_at: z.string(),
  /** True when the caller holds it. */
  mine: z.boolean(),
});
export type AdminWithdrawalClaim = z.infer<typeof AdminWithdrawalClaim>;

/** The member's last 7 days (baht): deposits credited, withdrawals paid and refused. */
export const AdminWithdrawalRecent = z.object({
  days: z.number().int(),
  deposits: z.number(),
  withdrawals_paid: z.number(),
  withdrawals_paid_count: z.number().int(),
  withdrawals_rejected_count: z.number().int(),
});
export type AdminWithdrawalRecent = z.infer<typeof AdminWithdrawalRecent>;

/** One row of the queue: the withdrawal with what the operator checks before paying. */
export const AdminQueueWithdrawal = AdminWithdrawal.extend({
  /** The member's sign-in name (their phone). */
  member_username: z.string(),
  /** The main wallet now (baht): balance and what is available (balance less pending holds). */
  balance: z.object({ balance: z.number(), available: z.number() }),
  /** The unmet wagering requirement with the most turnover left (baht), or null. Pending rows only. */
  requirement: z.object({ required: z.number(), done: z.number(), remaining: z.number() }).nullable(),
  recent: AdminWithdrawalRecent,
  claim: AdminWithdrawalClaim.nullable(),
});
export type AdminQueueWithdrawal = z.infer<typeof AdminQueueWithdrawal>;

export const AdminWithdrawalQueuePage = adminPaged(AdminQueueWithdrawal);
export type AdminWithdrawalQueuePage = z.infer<typeof AdminWithdrawalQueuePage>;

/** GET /api/admin/withdrawals/waiting: what the menu badge polls (one cheap count, no enrichment). */
export const AdminWithdrawalsWaiting = z.object({
  /** Pending withdrawals altogether. */
  count: z.number().int(),
  /** The newest pending withdrawal's id (a higher one than last seen means a new arrival), or null. */
  latest_id: z.number().int().nullable(),
  /** When the oldest pending one was asked, or null. */
  oldest_at: z.string().nullable(),
});
export type AdminWithdrawalsWaiting = z.infer<typeof AdminWithdrawalsWaiting>;

/** The answer to claim and release: the claim now (null after a release). */
export const AdminWithdrawalClaimAnswer = z.object({ id: z.number().int(), claim: AdminWithdrawalClaim.nullable() });
export type AdminWithdrawalClaimAnswer = z.infer<typeof AdminWithdrawalClaimAnswer>;
