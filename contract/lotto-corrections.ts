import { z } from 'zod';
import { AdminSettlement, LottoResult } from './lotto';

/**
 * Four eyes and corrections of lotto results (docs/lotto.md "Results: four eyes and corrections"):
 * every result a round is given is an entry; a hand-entered one waits for a second operator, and a
 * confirmed one may be corrected within a window by two operators.
 */

/** What members see on a round whose hand-entered result waits for the second operator. */
export const RESULT_PENDING_NAME = 'รอตรวจสอบผล';

export const RESULT_ENTRY_STATUSES = ['pending', 'applied', 'held', 'rejected', 'superseded'] as const;
export const RESULT_ENTRY_STATUS_NAMES: Record<(typeof RESULT_ENTRY_STATUSES)[number], string> = {
  pending: 'รอยืนยัน',
  applied: 'ใช้เป็นผลรางวัล',
  held: 'ขัดแย้ง รอเจ้าหน้าที่ตัดสิน',
  rejected: 'ปฏิเสธแล้ว',
  superseded: 'ถูกแทนที่',
};

export const AdminResultEntry = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  purpose: z.enum(['result', 'correction']),
  /** 'operator', 'feed:<name>' or 'sandbox'. */
  origin: z.string(),
  operator_id: z.number().int().nullable(),
  result: LottoResult,
  status: z.enum(RESULT_ENTRY_STATUSES),
  status_name: z.string(),
  note: z.string().nullable(),
  decided_by: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminResultEntry = z.infer<typeof AdminResultEntry>;

export const AdminResultEntries = z.object({ items: z.array(AdminResultEntry) });

/** pending and held entries of every round (`open`, the default) or every entry of one round. */
export const AdminResultEntriesQuery = z.object({
  round_id: z.coerce.number({ error: 'รหัสงวดไม่ถูกต้อง' }).int({ error: 'รหัสงวดไม่ถูกต้อง' }).positive().optional(),
});

export const AdminRejectEntryBody = z.object({
  reason: z.string({ error: 'กรุณาระบุเหตุผล' }).trim().min(1, { error: 'กรุณาระบุเหตุผล' }).max(500, { error: 'เหตุผลยาวเกินไป' }),
});

export const RESULT_OUTCOMES = ['applied', 'same', 'pending', 'held'] as const;

/** The operator's result route: what became of the entry, and the settlement when it applied. */
export const AdminResultAnswer = AdminSettlement.extend({
  outcome: z.enum(RESULT_OUTCOMES),
  entry_id: z.number().int().nullable(),
});

/** A confirmed correction: how many bills changed and what moved. */
export const AdminCorrectionSummary = z.object({
  changed_bills: z.number().int(),
  /** Baht paid to members (bills that now win more). */
  paid: z.number(),
  /** Baht taken back from members' wallets. */
  taken: z.number(),
  /** Baht recorded as members' debts (what their wallets could not cover). */
  owed: z.number(),
});

export const AdminEntryDecision = z.object({
  entry: AdminResultEntry,
  round: AdminSettlement.shape.round,
  paid_items: z.number().int(),
  correction: AdminCorrectionSummary.nullable(),
});
