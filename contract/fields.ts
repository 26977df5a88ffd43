import { z } from 'zod';
import { bankByCode } from './banks';

// Its own zod-free module (the lotto pages use it at run time); re-exported for the server's imports.
export { bangkokToday } from './thai-calendar';

/**
 * Field rules shared by the forms (inline validation) and the server (422 with these messages).
 * The product leaves client-side field bounds open; the decisions are in docs/decisions.md.
 */
export const MIN_AGE_DEFAULT = 20;

const digits = (s: string) => s.replace(/[\s-]/g, '');

/** A Thai mobile number: 10 digits starting 06, 08 or 09; dashes and spaces are ignored. */
export const Phone = z
  .string({ error: 'กรุณากรอกเบอร์โทรศัพท์' })
  .transform(digits)
  .pipe(
    z
      .string()
      .min(1, { error: 'กรุณากรอกเบอร์โทรศัพท์' })
      .regex(/^0[689]\d{8}$/, { error: 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09' }),
  );

export const Password = z
  .string({ error: 'กรุณากรอกรหัสผ่าน' })
  .min(8, { error: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร' })
  .max(64, { error: 'รหัสผ่านยาวได้ไม่เกิน 64 ตัวอักษร' })
  .regex(/[A-Za-z]/, { error: 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษอย่างน้อย 1 ตัว' })
  .regex(/\d/, { error: 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว' });

/** A password as typed at login: only presence and size are checked (rules may have changed since). */
export const LoginPassword = z
  .string({ error: 'กรุณากรอกรหัสผ่าน' })
  .min(1, { error: 'กรุณากรอกรหัสผ่าน' })
  .max(128, { error: 'รหัสผ่านยาวเกินไป' });

/** A person's name in Thai or English letters, as printed on a bank book. */
export const PersonName = (label: string) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, { error: `กรุณากรอก${label}` })
    .max(60, { error: `${label}ยาวได้ไม่เกิน 60 ตัวอักษร` })
    .regex(/^[\u0E00-\u0E7FA-Za-z .'-]+$/, { error: `${label}ใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ` });

export const BankCode = z
  .string({ error: 'กรุณาเลือกธนาคาร' })
  .refine((c) => bankByCode(c) !== undefined, { error: 'กรุณาเลือกธนาคารจากรายการ' });

export const BankAccountNumber = z
  .string({ error: 'กรุณากรอกเลขบัญชีธนาคาร' })
  .transform(digits)
  .pipe(z.string().regex(/^\d{10,12}$/, { error: 'เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก' }));

/** Checks the account number length against the chosen bank; used inside objects holding both. */
export function checkBankAccountLength(v: { bank_code: string; bank_account_number: string }, ctx: z.RefinementCtx) {
  const bank = bankByCode(v.bank_code);
  if (bank && !bank.accountLengths.includes(v.bank_account_number.length)) {
    ctx.addIssue({
      code: 'custom',
      path: ['bank_account_number'],
      message: `เลขบัญชี${bank.nameTh}ต้องมี ${bank.accountLengths.join(' หรือ ')} หลัก`,
    });
  }
}

/** A Gregorian calendar date YYYY-MM-DD on the wire (the form shows the Buddhist era). */
export const IsoDate = z
  .string({ error: 'กรุณาเลือกวันเกิด' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'วันเกิดไม่ถูกต้อง' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 1900;
    },
    { error: 'วันเกิดไม่ถูกต้อง' },
  );

/** Whole years between a birth date and today (both YYYY-MM-DD, Bangkok calendar). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const LineId = z
  .string()
  .trim()
  .max(30, { error: 'LINE ID ยาวได้ไม่เกิน 30 ตัวอักษร' })
  .regex(/^[A-Za-z0-9._@-]*$/, { error: 'LINE ID ใช้ได้เฉพาะ a-z 0-9 . _ - @' });

export const ReferralCode = z
  .string()
  .trim()
  .max(20, { error: 'รหัสแนะนำยาวเกินไป' })
  .regex(/^[A-Za-z0-9]*$/, { error: 'รหัสแนะนำใช้ได้เฉพาะตัวอักษรอังกฤษและตัวเลข' });

export const AgentCode = z
  .string({ error: 'ไม่พบรหัสเอเยนต์' })
  .trim()
  .min(1, { error: 'ไม่พบรหัสเอเยนต์' })
  .max(32, { error: 'รหัสเอเยนต์ไม่ถูกต้อง' });

export const OtpCode = z.string({ error: 'กรุณากรอกรหัส OTP' }).regex(/^\d{6}$/, { error: 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก' });
