import { z } from 'zod';
import { AdminPageQuery, adminPaged, adminSort } from './admin';
import { AdminLineQuery, AdminStatementLine, PAYMENT_CHANNEL_TYPES } from './payments';

/**
 * The back office's deposits page (issue 14, /admin/deposits, roles finance and admin): one list of
 * deposit requests (PromptPay QRs and deposit notices), the statement lines waiting for a decision
 * with the members they most likely belong to, the CSV import's summary, and the page's live
 * figures (menu badge, whether the sandbox may pay). Money is baht; times ISO 8601.
 */

const AdminMemberRef = z.object({ id: z.number().int(), phone: z.string(), name: z.string() });

/** A Bangkok day 'YYYY-MM-DD' (a real date). */
const Day = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${what}ต้องเป็นวันที่ YYYY-MM-DD` })
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
      error: `${what}ไม่ถูกต้อง`,
    });

const AmountBound = (what: string) =>
  z.coerce
    .number({ error: `${what}ต้องเป็นตัวเลข` })
    .min(0, { error: `${what}ต้องไม่ติดลบ` })
    .max(10_000_000, { error: `${what}เกินกำหนด` });

/** Date range (Bangkok days, both ends included) and amount range (baht, both ends included). */
const RangeFilters = z.object({
  from: Day('วันเริ่มต้น').optional(),
  to: Day('วันสิ้นสุด').optional(),
  min_amount: AmountBound('ยอดต่ำสุด').optional(),
  max_amount: AmountBound('ยอดสูงสุด').optional(),
});

type Ranges = { from?: string; to?: string; min_amount?: number; max_amount?: number };
const rangesInOrder = <S extends z.ZodType<Ranges>>(schema: S) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'วันเริ่มต้นต้องไม่หลังวันสิ้นสุด', path: ['to'] })
    .refine((q) => q.min_amount === undefined || q.max_amount === undefined || q.min_amount <= q.max_amount, {
      error: 'ยอดต่ำสุดต้องไม่มากกว่ายอดสูงสุด',
      path: ['max_amount'],
    });

// ---- deposit requests: PromptPay QRs and deposit notices ----

export const DEPOSIT_REQUEST_STATES = ['pending', 'done', 'expired', 'cancelled'] as const;
export type DepositRequestState = (typeof DEPOSIT_REQUEST_STATES)[number];
export const DEPOSIT_REQUEST_STATE_LABELS: Record<DepositRequestState, string> = {
  pending: 'รอชำระ/รอยอดเข้า',
  done: 'เติมเงินแล้ว',
  expired: 'หมดเวลา',
  cancelled: 'ยกเลิกแล้ว',
};
export const DEPOSIT_REQUEST_KINDS = ['qr', 'notice'] as const;
export const DEPOSIT_REQUEST_KIND_LABELS: Record<(typeof DEPOSIT_REQUEST_KINDS)[number], string> = {
  qr: 'QR พร้อมเพย์',
  notice: 'แจ้งฝาก',
};

export const AdminDepositRequestQuery = rangesInOrder(
  AdminPageQuery.extend(adminSort(['created_at', 'amount'] as const).shape)
    .extend(RangeFilters.shape)
    .extend({
      status: z
        .enum([...DEPOSIT_REQUEST_STATES, 'all'], { error: 'สถานะต้องเป็น pending, done, expired, cancelled หรือ all' })
        .default('pending'),
      kind: z.enum([...DEPOSIT_REQUEST_KINDS, 'all'], { error: 'ประเภทต้องเป็น qr, notice หรือ all' }).default('all'),
    }),
);
export type AdminDepositRequestQuery = z.input<typeof AdminDepositRequestQuery>;

export const AdminDepositRequest = z.object({
  kind: z.enum(DEPOSIT_REQUEST_KINDS),
  kind_label: z.string(),
  /** The QR's or the notice's own id (unique within its kind). */
  id: z.number().int(),
  /** The QR's reference; null for a notice. */
  reference: z.string().nullable(),
  member: AdminMemberRef,
  channel: z.enum(PAYMENT_CHANNEL_TYPES),
  channel_name: z.string(),
  /** The QR's gateway ('sandbox'...); null for a notice. */
  gateway: z.string().nullable(),
  amount: z.number(),
  status: z.enum(DEPOSIT_REQUEST_STATES),
  status_label: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Seconds since it was made (when the answer was read). */
  age_seconds: z.number().int(),
  /** The sandbox may pay it now (a pending sandbox QR, sandbox enabled on this server). */
  sandbox_payable: z.boolean(),
});
export type AdminDepositRequest = z.infer<typeof AdminDepositRequest>;
export const AdminDepositRequestPage = adminPaged(AdminDepositRequest);
export type AdminDepositRequestPage = z.infer<typeof AdminDepositRequestPage>;

// ---- statement lines waiting, with suggested members ----

export const AdminDepositLineQuery = rangesInOrder(
  AdminLineQuery.extend(adminSort(['created_at', 'occurred_at', 'amount'] as const).shape).extend(RangeFilters.shape),
);
export type AdminDepositLineQuery = z.input<typeof AdminDepositLineQuery>;

/** Why a member is suggested for a line (the page shows the Thai reasons). */
export const SUGGESTION_REASONS = {
  qr_owner: 'เจ้าของ QR ที่ชำระเข้ามา',
  account: 'บัญชีผู้โอนตรงกับบัญชีที่สมาชิกลงทะเบียน',
  account_digits: 'เลขบัญชีผู้โอนบางส่วนตรงกับบัญชีหรือเบอร์ของสมาชิก',
  phone: 'เบอร์ผู้โอนตรงกับเบอร์ของสมาชิก',
  name: 'ชื่อผู้โอนตรงกับชื่อบัญชีของสมาชิก',
  notice_amount: 'สมาชิกแจ้งฝากยอดเดียวกัน',
  qr_amount: 'สมาชิกสร้าง QR ยอดเดียวกัน',
} as const;
export type SuggestionReason = keyof typeof SUGGESTION_REASONS;

export const AdminLineSuggestion = z.object({
  member: AdminMemberRef,
  /** Higher is likelier (the sum of the reasons' weights). */
  score: z.number().int(),
  reasons: z.array(z.string()),
  reason_labels: z.array(z.string()),
});
export type AdminLineSuggestion = z.infer<typeof AdminLineSuggestion>;

export const AdminDepositLine = AdminStatementLine.extend({
  /** The sender's name when the statement gives one. */
  from_name: z.string().nullable(),
  /** At most 3, likeliest first; empty once the line is decided. */
  suggestions: z.array(AdminLineSuggestion),
});
export type AdminDepositLine = z.infer<typeof AdminDepositLine>;
export const AdminDepositLinePage = adminPaged(AdminDepositLine);
export type AdminDepositLinePage = z.infer<typeof AdminDepositLinePage>;

// ---- statement CSV import ----

/**
 * The statement CSV's columns (POST /api/admin/payments/statement/import): the Thai name the page
 * shows (and a hint of its values), whether the file must have it, and every header the server accepts for it (any order,
 * any case; other columns are kept in the raw record). The server's reader and the page's help both
 * come from this list.
 */
export type StatementCsvColumn = { field: string; name: string; hint?: string; required: boolean; headers: readonly string[] };
export const STATEMENT_CSV_COLUMNS: readonly StatementCsvColumn[] = [
  {
    field: 'time',
    name: 'วันเวลาที่โอน',
    hint: 'เช่น 2026-03-09 14:05 หรือ 09/03/2569 14:05',
    required: true,
    headers: ['time', 'datetime', 'date_time', 'เวลา', 'วันเวลา', 'วันที่เวลา'],
  },
  { field: 'channel', name: 'ช่องทาง', hint: 'bank หรือ truemoney', required: true, headers: ['channel', 'ช่องทาง'] },
  { field: 'from_account', name: 'บัญชีหรือเบอร์ผู้โอน', required: true, headers: ['from_account', 'account', 'บัญชีผู้โอน', 'เลขบัญชีผู้โอน'] },
  { field: 'amount', name: 'จำนวนเงิน', hint: 'บาท เช่น 1,500.00', required: true, headers: ['amount', 'จำนวนเงิน', 'ยอดเงิน'] },
  {
    field: 'from_bank_code',
    name: 'รหัสธนาคารผู้โอน',
    required: false,
    headers: ['from_bank_code', 'bank_code', 'รหัสธนาคาร', 'รหัสธนาคารผู้โอน'],
  },
  { field: 'line_id', name: 'เลขอ้างอิงรายการ', required: false, headers: ['reference', 'ref', 'line_id', 'เลขอ้างอิง'] },
  { field: 'to_account', name: 'บัญชีผู้รับ', required: false, headers: ['to_account', 'บัญชีผู้รับ'] },
  { field: 'from_name', name: 'ชื่อผู้โอน', required: false, headers: ['from_name', 'sender_name', 'name', 'ชื่อผู้โอน'] },
];

export const AdminStatementImportResult = z.object({
  /** Data rows in the file (the header not counted). */
  read: z.number().int(),
  /** Rows seen for the first time and stored. */
  stored: z.number().int(),
  /** Rows already stored before (webhook, an earlier import): nothing done again. */
  duplicates: z.number().int(),
  /** New rows credited to a member automatically. */
  credited: z.number().int(),
  /** New rows waiting for an operator. */
  review: z.number().int(),
  /** Rows not taken, each with its row number (the header is row 1) and a Thai reason. */
  refused: z.number().int(),
  refused_rows: z.array(z.object({ row: z.number().int(), message: z.string() })),
  line_ids: z.array(z.number().int()),
});
export type AdminStatementImportResult = z.infer<typeof AdminStatementImportResult>;

// ---- live figures ----

export const AdminDepositSummary = z.object({
  pending_qrs: z.number().int(),
  pending_notices: z.number().int(),
  /** Statement lines waiting for an operator (the menu badge). */
  review_lines: z.number().int(),
  /** Whether this server lets operators pay a sandbox QR (never in production). */
  sandbox_enabled: z.boolean(),
});
export type AdminDepositSummary = z.infer<typeof AdminDepositSummary>;
