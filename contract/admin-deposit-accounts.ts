import { z } from 'zod';
import { bankByCode } from './banks';
import { hasAtMost2Decimals } from './money-units';
import { parsePromptPayId } from './promptpay-id';
import { VIP_LEVEL_NAMES, VIP_LEVELS } from './rewards';

/**
 * The agent's deposit accounts as the back office edits them (docs/payments.md "Deposit accounts"):
 * bank accounts, TrueMoney wallets and PromptPay ids, each on/off, with a daily cap, a display
 * order and who sees it. Amounts are baht on the wire. `GET/POST /api/admin/settings/deposit-accounts`,
 * `PUT/DELETE /api/admin/settings/deposit-accounts/:id`.
 */

export const DEPOSIT_ACCOUNT_KINDS = ['bank', 'truemoney', 'promptpay'] as const;
export type DepositAccountKind = (typeof DEPOSIT_ACCOUNT_KINDS)[number];
export const DEPOSIT_ACCOUNT_KIND_LABELS: Record<DepositAccountKind, string> = {
  bank: 'บัญชีธนาคาร',
  truemoney: 'ทรูมันนี่ วอลเล็ท',
  promptpay: 'พร้อมเพย์',
};

export const DEPOSIT_AUDIENCES = ['all', 'vip', 'new'] as const;
export type DepositAudience = (typeof DEPOSIT_AUDIENCES)[number];
export const DEPOSIT_AUDIENCE_LABELS: Record<DepositAudience, string> = {
  all: 'สมาชิกทั้งหมด',
  vip: 'VIP ตั้งแต่ระดับ',
  new: 'สมาชิกใหม่',
};

/**
 * "New members" are those registered within this many days (agent.config.payments.new_member_days
 * overrides it): an operator gives newcomers their own account for their first week.
 */
export const NEW_MEMBER_DAYS_DEFAULT = 7;

/** The highest VIP level a member can reach (members.vip_level). */
const VIP_MAX = VIP_LEVELS[VIP_LEVELS.length - 1];
/** A daily cap's ceiling in baht: far above any account's real inflow, it only stops typing slips. */
const CAP_MAX = 100_000_000;

const digitsOf = (s: string) => s.replace(/[\s-]/g, '');

/** A Thai national (or juristic) id: 13 digits whose last is the check digit of the first 12. */
export function thaiIdCheckDigitOk(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

export const PROMPTPAY_ID_MESSAGE = 'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก เลขประจำตัวประชาชน 13 หลัก หรือเลขอีวอลเล็ท 15 หลัก';
export const NATIONAL_ID_MESSAGE = 'เลขประจำตัวประชาชนไม่ถูกต้อง (เลขหลักสุดท้ายไม่ตรงกับเลขตรวจสอบ)';
export const TRUEMONEY_MESSAGE = 'เบอร์ทรูมันนี่ วอลเล็ทต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09';
const MOBILE = /^0[689]\d{8}$/;

/** The Thai message for a PromptPay id (digits only) that cannot be used, or undefined when it can. */
export function promptPayIdProblem(id: string): string | undefined {
  // Digits only, as stored: parsePromptPayId also reads +66 and 0066 forms, which an operator need not type.
  if (!/^(\d{10}|\d{13}|\d{15})$/.test(id)) return PROMPTPAY_ID_MESSAGE;
  let target: ReturnType<typeof parsePromptPayId>;
  try {
    target = parsePromptPayId(id);
  } catch {
    return PROMPTPAY_ID_MESSAGE;
  }
  if (target.kind === 'phone') return MOBILE.test(id) ? undefined : PROMPTPAY_ID_MESSAGE;
  if (target.kind === 'taxId') return thaiIdCheckDigitOk(id) ? undefined : NATIONAL_ID_MESSAGE;
  return undefined;
}

const Text = (label: string, max: number) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, { error: `กรุณากรอก${label}` })
    .max(max, { error: `${label}ยาวได้ไม่เกิน ${max} ตัวอักษร` });

const DailyCap = z
  .number({ error: 'ยอดรับสูงสุดต่อวันต้องเป็นตัวเลข' })
  .positive({ error: 'ยอดรับสูงสุดต่อวันต้องมากกว่า 0 (เว้นว่างหากไม่จำกัด)' })
  .max(CAP_MAX, { error: 'ยอดรับสูงสุดต่อวันสูงเกินกำหนด' })
  .refine(hasAtMost2Decimals, { error: 'ยอดรับสูงสุดต่อวันมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });

const fields = {
  kind: z.enum(DEPOSIT_ACCOUNT_KINDS, { error: 'กรุณาเลือกประเภทบัญชี' }),
  bank_code: z.string({ error: 'กรุณาเลือกธนาคาร' }).nullable().optional(),
  account_number: z.string({ error: 'กรุณากรอกเลขบัญชี' }).transform(digitsOf),
  account_name: Text('ชื่อบัญชี', 100),
  active: z.boolean({ error: 'กรุณาเลือกเปิดหรือปิดใช้งาน' }).default(true),
  /** Baht per Bangkok day; null for no cap. */
  daily_cap: DailyCap.nullable().default(null),
  sort: z
    .number({ error: 'ลำดับการแสดงต้องเป็นตัวเลข' })
    .int({ error: 'ลำดับการแสดงต้องเป็นจำนวนเต็ม' })
    .min(0, { error: 'ลำดับการแสดงต้องไม่ติดลบ' })
    .max(9999, { error: 'ลำดับการแสดงต้องไม่เกิน 9999' })
    .default(0),
  audience: z.enum(DEPOSIT_AUDIENCES, { error: 'กรุณาเลือกกลุ่มสมาชิกที่เห็นบัญชีนี้' }).default('all'),
  vip_level_from: z.number({ error: 'ระดับ VIP ต้องเป็นตัวเลข' }).nullable().optional(),
};

type Raw = {
  kind: DepositAccountKind;
  bank_code?: string | null;
  account_number: string;
  audience: DepositAudience;
  vip_level_from?: number | null;
};

/** The rules that depend on the kind and the audience, each with its Thai message beside its field. */
function checkAccount(v: Raw, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const n = v.account_number;
  if (v.kind === 'bank') {
    const bank = v.bank_code ? bankByCode(v.bank_code) : undefined;
    if (!bank) issue('bank_code', v.bank_code ? 'กรุณาเลือกธนาคารจากรายการ' : 'กรุณาเลือกธนาคาร');
    if (n === '') issue('account_number', 'กรุณากรอกเลขบัญชี');
    else if (!/^\d{10,12}$/.test(n)) issue('account_number', 'เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก');
    else if (bank && !bank.accountLengths.includes(n.length))
      issue('account_number', `เลขบัญชี${bank.nameTh}ต้องมี ${bank.accountLengths.join(' หรือ ')} หลัก`);
  } else if (v.kind === 'truemoney') {
    if (n === '') issue('account_number', 'กรุณากรอกเบอร์ทรูมันนี่ วอลเล็ท');
    else if (!MOBILE.test(n)) issue('account_number', TRUEMONEY_MESSAGE);
  } else {
    const problem = n === '' ? 'กรุณากรอกเบอร์มือถือหรือเลขพร้อมเพย์' : promptPayIdProblem(n);
    if (problem) issue('account_number', problem);
  }
  if (v.audience === 'vip') {
    const l = v.vip_level_from;
    if (l === null || l === undefined) issue('vip_level_from', 'กรุณาเลือกระดับ VIP');
    else if (!Number.isInteger(l) || l < 1 || l > VIP_MAX) issue('vip_level_from', `ระดับ VIP ต้องเป็น 1 ถึง ${VIP_MAX}`);
  }
}

/** What a bank account, wallet or PromptPay id is stored as: the other kinds' fields dropped. */
const normalise = <T extends Raw>(v: T) => ({
  ...v,
  bank_code: v.kind === 'bank' ? (v.bank_code ?? null) : null,
  vip_level_from: v.audience === 'vip' ? (v.vip_level_from ?? null) : null,
});

/** POST and PUT take the whole account (the dialog sends every field). The kind of a saved account cannot change. */
export const AdminDepositAccountBody = z.object(fields).superRefine(checkAccount).transform(normalise);
export type AdminDepositAccountBody = z.input<typeof AdminDepositAccountBody>;

export const AdminDepositAccount = z.object({
  id: z.number().int(),
  kind: z.enum(DEPOSIT_ACCOUNT_KINDS),
  kind_label: z.string(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_number: z.string(),
  account_name: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  daily_cap: z.number().nullable(),
  audience: z.enum(DEPOSIT_AUDIENCES),
  vip_level_from: z.number().int().nullable(),
  /** "สมาชิกทั้งหมด", "VIP Gold ขึ้นไป", "สมาชิกใหม่ (สมัครไม่เกิน 7 วัน)". */
  audience_label: z.string(),
  /** Baht received today (Bangkok day): credited statement lines to it and QRs paid with it. */
  used_today: z.number(),
  /** The cap is reached: members no longer see it until tomorrow. */
  capped: z.boolean(),
  /** A pending deposit (an open notice or QR) uses it: it can be switched off, not deleted. */
  in_use: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDepositAccount = z.infer<typeof AdminDepositAccount>;

export const AdminDepositAccountsData = z.object({
  accounts: z.array(AdminDepositAccount),
  /** The Bangkok day the usage counts (YYYY-MM-DD). */
  day: z.string(),
  /** How many days a member counts as new. */
  new_member_days: z.number().int(),
});
export type AdminDepositAccountsData = z.infer<typeof AdminDepositAccountsData>;

/** "VIP Gold ขึ้นไป" and the like, for the list and the member-facing wording. */
export function audienceLabel(audience: DepositAudience, vipFrom: number | null, newDays: number): string {
  if (audience === 'vip') return `${VIP_LEVEL_NAMES[vipFrom ?? 1] ?? `VIP ระดับ ${vipFrom}`} ขึ้นไป`;
  if (audience === 'new') return `สมาชิกใหม่ (สมัครไม่เกิน ${newDays} วัน)`;
  return DEPOSIT_AUDIENCE_LABELS.all;
}

/** The levels an account can be limited to, with their names, for the form. */
export const VIP_FROM_CHOICES = VIP_LEVELS.filter((l) => l >= 1).map((l) => ({ value: l, label: VIP_LEVEL_NAMES[l] }));
