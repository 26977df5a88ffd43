import { z } from 'zod';
import { MemberBankAccount } from './account';
import { AdminPageQuery, adminPaged } from './admin';
import { BahtAmount } from './money';

/**
 * Deposits (docs/wire-format.md "Calls", docs/payments.md): the channels the deposit pages
 * show, PromptPay QR payments, deposit notices, gateway callbacks and bank/TrueMoney statement lines.
 * Amounts are baht on the wire; times ISO 8601 with offset.
 */

// ---- channels ----

export const PAYMENT_CHANNEL_TYPES = ['bank', 'truemoney', 'promptpay_qr'] as const;
export type PaymentChannelType = (typeof PAYMENT_CHANNEL_TYPES)[number];
/** Stable channel ids the pages and `channel_id` use. */
export const PAYMENT_CHANNEL_IDS: Record<PaymentChannelType, number> = { bank: 1, truemoney: 2, promptpay_qr: 3 };
export const PAYMENT_CHANNEL_NAMES: Record<PaymentChannelType, string> = {
  bank: 'โอนผ่านบัญชีธนาคาร',
  truemoney: 'ทรูมันนี่ วอลเล็ท',
  promptpay_qr: 'สแกน QR พร้อมเพย์',
};

/** How long a PromptPay QR can be paid, in seconds. */
export const QR_TTL_SECONDS = 15 * 60;

const Id = (what: string) =>
  z.coerce
    .number({ error: `กรุณาเลือก${what}` })
    .int({ error: `${what}ไม่ถูกต้อง` })
    .min(1, { error: `${what}ไม่ถูกต้อง` })
    .max(2_147_483_647, { error: `${what}ไม่ถูกต้อง` });

export const PayAgentBankAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  /** Short English code for the logo (KBANK, SCB...). */
  bank_short: z.string(),
  bank_name: z.string(),
  bank_color: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export type PayAgentBankAccount = z.infer<typeof PayAgentBankAccount>;

export const PayTrueMoneyAccount = z.object({ id: z.number().int(), phone: z.string(), account_name: z.string() });
export type PayTrueMoneyAccount = z.infer<typeof PayTrueMoneyAccount>;

const PaySubChannel = z.object({ id: z.number().int(), name: z.string(), gateway: z.string(), enabled: z.boolean() });

export const PaymentChannel = z.object({
  id: z.number().int(),
  type: z.enum(PAYMENT_CHANNEL_TYPES),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** Per transaction, baht. */
  min_amount: z.number(),
  max_amount: z.number(),
  /** Agent accounts to pay to (bank channel; empty elsewhere). */
  bank_accounts: z.array(PayAgentBankAccount),
  /** Agent TrueMoney wallets to pay to (TrueMoney channel; empty elsewhere). */
  true_money_accounts: z.array(PayTrueMoneyAccount),
  /** Gateways offering this channel (QR channel; empty elsewhere). */
  sub_channels: z.array(PaySubChannel),
  /** Why a closed channel is closed (Thai), e.g. no deposit account for this member or all at their cap today. */
  closed_reason: z.string().optional(),
});
export type PaymentChannel = z.infer<typeof PaymentChannel>;

/** Where the member must pay from: their registered bank accounts, and their registered phone for TrueMoney. */
export const PayFrom = z.object({ bank_accounts: z.array(MemberBankAccount), true_money_phone: z.string() });
export type PayFrom = z.infer<typeof PayFrom>;

export const PaymentChannelsData = z.object({ channels: z.array(PaymentChannel), pay_from: PayFrom });
export type PaymentChannelsData = z.infer<typeof PaymentChannelsData>;

// ---- PromptPay QR ----

const QR_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];
export const QR_STATUS_LABELS: Record<QrStatus, string> = {
  pending: 'รอชำระเงิน',
  paid: 'ชำระเงินสำเร็จ',
  expired: 'หมดเวลาชำระเงิน',
  cancelled: 'ยกเลิกแล้ว',
};

const PaymentReference = z
  .string({ error: 'กรุณาระบุเลขอ้างอิง' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,25}$/, { error: 'เลขอ้างอิงไม่ถูกต้อง' });

export const GenerateQrBody = z.object({
  channel_id: Id('ช่องทางการฝากเงิน'),
  sub_channel_id: Id('ช่องทางชำระเงินย่อย'),
  amount: BahtAmount,
});
export type GenerateQrBody = z.input<typeof GenerateQrBody>;

export const QrInfo = z.object({
  reference: z.string(),
  channel_id: z.number().int(),
  sub_channel_id: z.number().int(),
  amount: z.number(),
  /** The EMVCo PromptPay payload the QR encodes. */
  payload: z.string(),
  /** The QR as a data:image/png;base64 URL for an <img>. */
  qr_image: z.string(),
  /** Who receives the money, as the member's bank app will show it. */
  receiver_name: z.string(),
  status: z.enum(QR_STATUSES),
  status_label: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Seconds left to pay (0 once expired), for the countdown. */
  expires_in: z.number().int(),
  paid_at: z.string().nullable(),
});
export type QrInfo = z.infer<typeof QrInfo>;

/** Without a reference: the member's latest QR. */
export const QrInfoQuery = z.object({ reference: PaymentReference.optional() });
export const InquiryStatusQuery = QrInfoQuery;

export const InquiryStatusData = z.object({
  reference: z.string(),
  status: z.enum(QR_STATUSES),
  status_label: z.string(),
  amount: z.number(),
  expires_at: z.string(),
  expires_in: z.number().int(),
  paid_at: z.string().nullable(),
  /** When paid: the amount credited and the main wallet's balance now. */
  credited_amount: z.number().nullable(),
  balance: z.number().nullable(),
  /** When paid with a promotion chosen: its bonus (baht), or the Thai reason there was none. */
  bonus: z.object({ title: z.string(), bonus: z.number(), refused_reason: z.string().nullable() }).nullable(),
});
export type InquiryStatusData = z.infer<typeof InquiryStatusData>;

// ---- deposit notices (bank and TrueMoney) ----

const NOTICE_STATUSES = ['pending', 'matched', 'expired', 'cancelled'] as const;
export const NOTICE_STATUS_LABELS: Record<(typeof NOTICE_STATUSES)[number], string> = {
  pending: 'รอตรวจสอบยอดเงินเข้า',
  matched: 'ได้รับยอดเงินแล้ว',
  expired: 'หมดเวลาแจ้งฝาก',
  cancelled: 'ยกเลิกแล้ว',
};

/** "I am transferring this amount to that account": optional, helps match a transfer quickly. */
export const DepositNoticeBody = z.object({
  channel_id: Id('ช่องทางการฝากเงิน'),
  /** The agent bank account or TrueMoney wallet id the member pays to. */
  account_id: Id('บัญชีที่จะโอนเข้า'),
  /** The member's own bank account paid from (bank channel; defaults to the primary account). */
  from_account_id: Id('บัญชีที่ใช้โอน').optional(),
  amount: BahtAmount,
});
export type DepositNoticeBody = z.input<typeof DepositNoticeBody>;

export const DepositNotice = z.object({
  id: z.number().int(),
  channel_id: z.number().int(),
  account_id: z.number().int(),
  from_account_id: z.number().int().nullable(),
  amount: z.number(),
  status: z.enum(NOTICE_STATUSES),
  status_label: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type DepositNotice = z.infer<typeof DepositNotice>;

export const PaymentInfoQuery = z.object({ channel_id: Id('ช่องทางการฝากเงิน') });

export const PaymentInfoData = z.object({
  channel: PaymentChannel,
  pay_from: PayFrom,
  /** Steps in Thai, in order. */
  instructions: z.array(z.string()),
  /** The member's open deposit notice, if any (bank and TrueMoney). */
  pending_notice: DepositNotice.nullable(),
  /** The member's open QR on this channel, if any (QR channel). */
  open_qr: QrInfo.nullable(),
});
export type PaymentInfoData = z.infer<typeof PaymentInfoData>;

// ---- signed messages from gateways and banks ----

/** Baht as a string with exactly 2 decimals: how gateways send money, never a float. */
const DecimalBaht = z.string().regex(/^(0|[1-9]\d{0,8})\.\d{2}$/, { error: 'amount must be baht with 2 decimals' });

/** The sandbox gateway's callback (signed: see docs/payments.md). */
export const SandboxCallbackBody = z.object({
  callback_id: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/),
  reference: z.string().regex(/^[A-Z0-9]{6,25}$/),
  gateway_ref: z.string().max(100).optional(),
  status: z.literal('paid'),
  amount: DecimalBaht,
  paid_at: z.iso.datetime({ offset: true }),
});
export type SandboxCallbackBody = z.infer<typeof SandboxCallbackBody>;

/** One incoming line of a bank or TrueMoney statement, as the webhook and the CSV import give it. */
export const StatementLineInput = z.object({
  /** The bank's own id of the line; without it a hash of the line's fields identifies it. */
  line_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:/-]{1,100}$/, { error: 'รหัสรายการต้องเป็นตัวอักษรอังกฤษหรือตัวเลข' })
    .optional(),
  time: z.iso.datetime({ offset: true, error: 'เวลาต้องเป็น ISO 8601 พร้อมเขตเวลา' }),
  channel: z.enum(['bank', 'truemoney'], { error: 'ช่องทางต้องเป็น bank หรือ truemoney' }),
  from_bank_code: z
    .string()
    .regex(/^\d{3}$/, { error: 'รหัสธนาคารต้องเป็นตัวเลข 3 หลัก' })
    .optional(),
  /** The sender's account or phone, possibly masked ('xxx-x-x1234-x'). */
  from_account: z
    .string({ error: 'กรุณาระบุบัญชีผู้โอน' })
    .trim()
    .regex(/^[0-9xX*•\s-]{4,30}$/, { error: 'บัญชีผู้โอนต้องเป็นตัวเลข อาจปิดบางหลักด้วย x' }),
  to_account: z
    .string()
    .trim()
    .regex(/^[0-9xX*•\s-]{0,30}$/, { error: 'บัญชีผู้รับต้องเป็นตัวเลข' })
    .optional(),
  /** The sender's name as the statement shows it (optional; helps suggest a member for a line left unmatched). */
  from_name: z.string().trim().max(100, { error: 'ชื่อผู้โอนยาวได้ไม่เกิน 100 ตัวอักษร' }).optional(),
  amount: BahtAmount,
});
export type StatementLineInput = z.input<typeof StatementLineInput>;

export const StatementWebhookBody = z.object({ lines: z.array(StatementLineInput).min(1).max(500) });
export type StatementWebhookBody = z.input<typeof StatementWebhookBody>;

export const StatementIngestResult = z.object({
  received: z.number().int(),
  /** Lines seen for the first time. */
  stored: z.number().int(),
  /** Lines already stored before (from the webhook, an earlier import...): nothing done again. */
  duplicates: z.number().int(),
  credited: z.number().int(),
  review: z.number().int(),
  line_ids: z.array(z.number().int()),
});
export type StatementIngestResult = z.infer<typeof StatementIngestResult>;

export const CallbackResult = z.object({ callback_id: z.string(), outcome: z.string(), replayed: z.boolean() });

// ---- operator ----

const LINE_STATUSES = ['credited', 'review', 'dismissed'] as const;
export const LINE_STATUS_LABELS: Record<(typeof LINE_STATUSES)[number], string> = {
  credited: 'เติมเงินแล้ว',
  review: 'รอแอดมินตรวจสอบ',
  dismissed: 'ไม่ดำเนินการ',
};
/** Why a line waits for the operator. */
export const LINE_REASON_LABELS: Record<string, string> = {
  unmatched: 'ไม่พบสมาชิกที่เป็นเจ้าของบัญชีผู้โอน',
  ambiguous: 'พบสมาชิกที่ตรงกันมากกว่า 1 คน',
  amount_out_of_bounds: 'ยอดเงินอยู่นอกช่วงขั้นต่ำ-สูงสุดของช่องทาง',
  outside_window: 'เวลาของรายการอยู่นอกช่วงที่จับคู่อัตโนมัติ',
  account_unreadable: 'เลขบัญชีผู้โอนอ่านได้ไม่พอสำหรับจับคู่',
  qr_expired: 'ชำระ QR หลังหมดเวลา',
  qr_cancelled: 'ชำระ QR ที่ถูกยกเลิกแล้ว',
  qr_already_paid: 'ชำระ QR ซ้ำ (QR นี้เติมเงินไปแล้ว)',
  unknown_reference: 'ไม่พบ QR ตามเลขอ้างอิง',
  amount_mismatch: 'ยอดที่ชำระไม่ตรงกับยอดของ QR',
};
export const DEPOSIT_FLAG_LABELS: Record<string, string> = {
  self_excluded: 'สมาชิกอยู่ระหว่างพักการเล่น',
  limit_daily: 'เกินวงเงินฝากรายวันที่สมาชิกตั้งไว้',
  limit_weekly: 'เกินวงเงินฝากรายสัปดาห์ที่สมาชิกตั้งไว้',
  limit_monthly: 'เกินวงเงินฝากรายเดือนที่สมาชิกตั้งไว้',
};

export const AdminLineQuery = AdminPageQuery.extend({
  status: z.enum([...LINE_STATUSES, 'all'], { error: 'สถานะต้องเป็น credited, review, dismissed หรือ all' }).default('review'),
  flagged: z
    .enum(['true', 'false'], { error: 'flagged ต้องเป็น true หรือ false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminLineQuery = z.input<typeof AdminLineQuery>;

const AdminMemberRef = z.object({ id: z.number().int(), phone: z.string(), name: z.string() });

export const AdminStatementLine = z.object({
  id: z.number().int(),
  channel: z.enum(PAYMENT_CHANNEL_TYPES),
  line_key: z.string(),
  source: z.enum(['webhook', 'import', 'gateway']),
  occurred_at: z.string(),
  from_bank_code: z.string().nullable(),
  from_bank_name: z.string().nullable(),
  from_account: z.string(),
  to_account: z.string(),
  amount: z.number(),
  status: z.enum(LINE_STATUSES),
  status_label: z.string(),
  reason: z.string().nullable(),
  reason_label: z.string().nullable(),
  /** Credited member, or the member the line points to (one candidate, the QR's owner). */
  member: AdminMemberRef.nullable(),
  candidates: z.array(AdminMemberRef),
  flags: z.array(z.string()),
  flag_labels: z.array(z.string()),
  transfer_id: z.number().int().nullable(),
  decided_by_operator: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  dismiss_reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdminStatementLine = z.infer<typeof AdminStatementLine>;
export const AdminStatementLinePage = adminPaged(AdminStatementLine);

export const AdminAssignLineBody = z.object({
  member_id: Id('สมาชิก'),
  note: z.string().trim().max(300, { error: 'หมายเหตุยาวได้ไม่เกิน 300 ตัวอักษร' }).optional(),
});
export type AdminAssignLineBody = z.input<typeof AdminAssignLineBody>;

export const AdminDismissLineBody = z.object({
  reason: z
    .string({ error: 'กรุณาระบุเหตุผล' })
    .trim()
    .min(3, { error: 'กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร' })
    .max(300, { error: 'เหตุผลยาวได้ไม่เกิน 300 ตัวอักษร' }),
});
export type AdminDismissLineBody = z.input<typeof AdminDismissLineBody>;

/** Largest CSV an operator may upload, in bytes (UTF-8). */
const STATEMENT_CSV_MAX_BYTES = 64 * 1024;
export const AdminStatementImportBody = z.object({
  csv: z
    .string({ error: 'กรุณาแนบข้อมูล CSV' })
    .min(1, { error: 'กรุณาแนบข้อมูล CSV' })
    .refine((s) => new TextEncoder().encode(s).length <= STATEMENT_CSV_MAX_BYTES, { error: 'ไฟล์ CSV ต้องมีขนาดไม่เกิน 64 KB' }),
});
export type AdminStatementImportBody = z.input<typeof AdminStatementImportBody>;

export const AdminLineIdParams = z.object({ id: Id('รายการ') });

const AdminQr = z.object({
  reference: z.string(),
  member: AdminMemberRef,
  channel_id: z.number().int(),
  sub_channel_id: z.number().int(),
  gateway: z.string(),
  amount: z.number(),
  status: z.enum(QR_STATUSES),
  status_label: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
});
const AdminNotice = DepositNotice.extend({ member: AdminMemberRef });
export const AdminPendingDeposits = z.object({
  qrs: z.array(AdminQr),
  notices: z.array(AdminNotice),
  review_lines: z.number().int(),
});
export type AdminPendingDeposits = z.infer<typeof AdminPendingDeposits>;

export const AdminSandboxPayParams = z.object({ reference: PaymentReference });
/** The sandbox pays the QR's own amount unless told another (to try a mismatch). */
export const AdminSandboxPayBody = z.object({ amount: BahtAmount.optional() }).optional();
export const AdminSandboxPayResult = z.object({
  reference: z.string(),
  callback_id: z.string(),
  attempts: z.number().int(),
  outcome: z.string(),
  status: z.enum(QR_STATUSES),
  status_label: z.string(),
});
export type AdminSandboxPayResult = z.infer<typeof AdminSandboxPayResult>;
