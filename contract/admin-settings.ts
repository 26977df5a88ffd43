import { z } from 'zod';
import { hasAtMost2Decimals } from './money-units';

/**
 * The back office's site settings (docs/backoffice.md "Site settings"): the agent profile members see
 * (GET/PUT /api/admin/settings/profile, admin), the logo upload (POST /api/admin/settings/logo) and
 * the payment settings (GET/PUT /api/admin/settings/payments, finance reads, admin writes).
 */

/** A logo is at most this many bytes (checked on the raw body). */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/svg+xml', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** The file extension a served logo's address ends with. */
export const LOGO_EXTENSIONS: Record<LogoType, string> = { 'image/png': 'png', 'image/svg+xml': 'svg', 'image/webp': 'webp' };

/** A Thai phone number: a mobile (06, 08, 09 + 8 digits) or a landline (02-07 + 7 digits); dashes and spaces ignored. */
const THAI_PHONE = /^(0[689]\d{8}|0[2-7]\d{7})$/;
/** A LINE id as LINE allows it: an official account's @id or a personal id (letters, digits, . _ -). */
const LINE_ID = /^@?[a-z0-9._-]{1,20}$/i;
/** A LINE add-friend link: line.me (any path) or the lin.ee short link, over https. */
const LINE_LINK = /^https:\/\/(line\.me|lin\.ee)\/\S+$/i;
/** Where a logo may live: this site's own path (an upload's /media/<hash>.<ext>, a built /images/...) or an https address. */
const LOGO_URL = /^(\/(?!\/)\S*|https:\/\/\S+)$/;

const lineLink = (label: string) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .max(300, { error: `${label}ยาวได้ไม่เกิน 300 ตัวอักษร` })
    .refine((s) => s === '' || LINE_LINK.test(s), { error: `${label}ต้องเป็นลิงก์ https://line.me/... หรือ https://lin.ee/...` });

/**
 * The withdrawal rule (`agent.config.withdrawal`, baht): the one schema the back office writes with
 * and the withdrawals module reads with (server/modules/withdrawals/settings.ts, which falls back to
 * the default per field when a stored value does not parse).
 */
const withdrawBaht = (label: string) =>
  z
    .number({ error: `กรุณากรอก${label}เป็นตัวเลข` })
    .positive({ error: `${label}ต้องมากกว่า 0` })
    .max(10_000_000, { error: `${label}ต้องไม่เกิน 10,000,000 บาท` })
    .refine(hasAtMost2Decimals, { error: `${label}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง` });
export const WITHDRAWAL_RULE_FIELDS = {
  min_amount: withdrawBaht('ยอดถอนขั้นต่ำ'),
  max_per_day: withdrawBaht('ยอดถอนสูงสุดต่อวัน'),
  count_per_day: z
    .number({ error: 'กรุณากรอกจำนวนครั้งที่ถอนได้ต่อวัน' })
    .int({ error: 'จำนวนครั้งที่ถอนได้ต่อวันต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'จำนวนครั้งที่ถอนได้ต่อวันต้องอย่างน้อย 1 ครั้ง' })
    .max(1000, { error: 'จำนวนครั้งที่ถอนได้ต่อวันต้องไม่เกิน 1,000 ครั้ง' }),
};
export const WithdrawalRule = z.object(WITHDRAWAL_RULE_FIELDS).superRefine((w, ctx) => {
  if (w.min_amount > w.max_per_day) ctx.addIssue({ code: 'custom', path: ['max_per_day'], message: 'ยอดถอนสูงสุดต่อวันต้องไม่น้อยกว่ายอดถอนขั้นต่ำ' });
});
export type WithdrawalRule = z.infer<typeof WithdrawalRule>;

/** What an operator edits on the profile tab. */
export const SiteProfileBody = z.object({
  name: z
    .string({ error: 'กรุณากรอกชื่อเว็บไซต์' })
    .trim()
    .min(2, { error: 'ชื่อเว็บไซต์ต้องมีอย่างน้อย 2 ตัวอักษร' })
    .max(60, { error: 'ชื่อเว็บไซต์ยาวได้ไม่เกิน 60 ตัวอักษร' }),
  logo: z
    .string({ error: 'กรุณาอัปโหลดโลโก้' })
    .trim()
    .max(300, { error: 'ที่อยู่โลโก้ยาวเกินไป' })
    .refine((s) => s === '' || LOGO_URL.test(s), { error: 'ที่อยู่โลโก้ต้องเป็นไฟล์ที่อัปโหลด หรือลิงก์ https://' }),
  line_id: z
    .string({ error: 'กรุณากรอก LINE ID' })
    .trim()
    .refine((s) => s === '' || LINE_ID.test(s), { error: 'LINE ID ต้องเป็นตัวอักษรอังกฤษ ตัวเลข หรือ . _ - ไม่เกิน 20 ตัว (ขึ้นต้นด้วย @ ได้)' }),
  line_contact_url: lineLink('ลิงก์ LINE ติดต่อ'),
  line_admin_url: lineLink('ลิงก์ LINE แอดมิน'),
  phone: z
    .string({ error: 'กรุณากรอกเบอร์โทรศัพท์ติดต่อ' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => s === '' || THAI_PHONE.test(s), {
      error: 'เบอร์โทรศัพท์ติดต่อต้องเป็นเบอร์มือถือ 10 หลัก (06 08 09) หรือเบอร์บ้าน 9 หลัก',
    }),
  opening_text: z.string({ error: 'กรุณากรอกข้อความต้อนรับ' }).trim().max(500, { error: 'ข้อความต้อนรับยาวได้ไม่เกิน 500 ตัวอักษร' }),
  withdrawal: WithdrawalRule,
});
export type SiteProfileBody = z.input<typeof SiteProfileBody>;

/** The last save (its audit row): when and by which operator; null before the first. */
const Updated = z.object({ at: z.string(), by: z.string().nullable() }).nullable();

export const SiteProfileData = z.object({
  /** Fixed at build time (VITE_AGENT_CODE / AGENT_CODE): shown, never edited here. */
  agent_code: z.string(),
  name: z.string(),
  logo: z.string(),
  line_id: z.string(),
  line_contact_url: z.string(),
  line_admin_url: z.string(),
  phone: z.string(),
  opening_text: z.string(),
  withdrawal: z.object({ min_amount: z.number(), max_per_day: z.number(), count_per_day: z.number().int() }),
  /** When an operator last saved the profile; null = never (the seed's values or blanks). */
  saved_at: z.string().nullable(),
  updated: Updated,
});
export type SiteProfileData = z.infer<typeof SiteProfileData>;

export const LogoUploadData = z.object({ url: z.string(), hash: z.string(), content_type: z.enum(LOGO_TYPES), size: z.number().int() });
export type LogoUploadData = z.infer<typeof LogoUploadData>;

export const PAYMENT_SETTING_CHANNELS = ['bank', 'truemoney', 'promptpay_qr'] as const;
export type PaymentSettingChannel = (typeof PAYMENT_SETTING_CHANNELS)[number];
export const PAYMENT_SETTING_CHANNEL_NAMES: Record<PaymentSettingChannel, string> = {
  bank: 'โอนผ่านธนาคาร',
  truemoney: 'ทรูมันนี่ วอลเล็ท',
  promptpay_qr: 'QR พร้อมเพย์',
};

/** QR lifetime bounds in minutes (the default, 15, is contract/payments.ts QR_TTL_SECONDS). */
export const QR_EXPIRY_MINUTES = { min: 5, max: 60 } as const;
/** How many days after registering a member counts as new (the default is NEW_MEMBER_DAYS_DEFAULT in contract/admin-deposit-accounts.ts). */
export const NEW_MEMBER_DAYS = { min: 1, max: 365 } as const;

const depositBaht = (label: string) =>
  z
    .number({ error: `กรุณากรอก${label}เป็นตัวเลข` })
    .positive({ error: `${label}ต้องมากกว่า 0` })
    .max(10_000_000, { error: `${label}ต้องไม่เกิน 10,000,000 บาท` })
    .refine(hasAtMost2Decimals, { error: `${label}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง` });

const ChannelSetting = z
  .object({
    enabled: z.boolean({ error: 'กรุณาระบุว่าเปิดหรือปิดช่องทางนี้' }),
    min: depositBaht('ยอดฝากขั้นต่ำ'),
    max: depositBaht('ยอดฝากสูงสุดต่อครั้ง'),
  })
  .superRefine((c, ctx) => {
    if (c.min > c.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'ยอดฝากสูงสุดต้องไม่น้อยกว่ายอดฝากขั้นต่ำ' });
  });

/** A whole number within bounds (minutes, hours or days: the label says which). */
const minutes = (label: string, min: number, max: number) =>
  z
    .number({ error: `กรุณากรอก${label}เป็นตัวเลข` })
    .int({ error: `${label}ต้องเป็นจำนวนเต็ม` })
    .min(min, { error: `${label}ต้องอย่างน้อย ${min}` })
    .max(max, { error: `${label}ต้องไม่เกิน ${max.toLocaleString('en-US')}` });

/** The payment tab: channels open with their per-deposit bounds (baht), the QR's lifetime, the matching windows. */
export const PaymentSettingsBody = z.object({
  channels: z.object({ bank: ChannelSetting, truemoney: ChannelSetting, promptpay_qr: ChannelSetting }),
  qr_expiry_minutes: minutes('อายุ QR (นาที)', QR_EXPIRY_MINUTES.min, QR_EXPIRY_MINUTES.max),
  notice_window_minutes: minutes('เวลารอจับคู่การแจ้งฝาก (นาที)', 5, 24 * 60),
  statement_max_age_hours: minutes('อายุรายการเดินบัญชีที่จับคู่อัตโนมัติ (ชั่วโมง)', 1, 24 * 30),
  /** Who sees the deposit accounts for new members (audience 'new'): registered within this many days. */
  new_member_days: minutes('จำนวนวันที่นับเป็นสมาชิกใหม่', NEW_MEMBER_DAYS.min, NEW_MEMBER_DAYS.max),
});
export type PaymentSettingsBody = z.input<typeof PaymentSettingsBody>;

export const PaymentSettingsData = z.object({
  channels: z.object({
    bank: z.object({ enabled: z.boolean(), min: z.number(), max: z.number() }),
    truemoney: z.object({ enabled: z.boolean(), min: z.number(), max: z.number() }),
    promptpay_qr: z.object({ enabled: z.boolean(), min: z.number(), max: z.number() }),
  }),
  qr_expiry_minutes: z.number().int(),
  notice_window_minutes: z.number().int(),
  statement_max_age_hours: z.number().int(),
  new_member_days: z.number().int(),
  updated: Updated,
});
export type PaymentSettingsData = z.infer<typeof PaymentSettingsData>;
