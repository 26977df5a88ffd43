import { BankAccountNumber, checkBankAccountLength } from '@contract/fields';
import type { z } from 'zod';
import type { FieldErrors } from './useForm';

/**
 * The account-number length for the chosen bank, from the contract's own rule. Zod skips an object's
 * refinement while other fields fail, so the forms run it themselves to show it as soon as it applies.
 */
export function bankLengthError(bank_code: string, bank_account_number: string): string | undefined {
  const number = BankAccountNumber.safeParse(bank_account_number);
  if (!number.success) return undefined;
  let message: string | undefined;
  const ctx = { addIssue: (issue: { message?: string }) => (message ??= issue.message) } as unknown as z.RefinementCtx;
  checkBankAccountLength({ bank_code, bank_account_number: number.data }, ctx);
  return message;
}

/** Adds the bank-length message to a form's errors when the number itself passed. */
export function withBankLength(errors: FieldErrors, bank_code: string, bank_account_number: string): FieldErrors {
  if (errors.bank_account_number || errors.bank_code) return errors;
  const message = bankLengthError(bank_code, bank_account_number);
  return message ? { ...errors, bank_account_number: message } : errors;
}

export const PASSWORD_MISMATCH = 'รหัสผ่านไม่ตรงกัน';
const CONFIRM_REQUIRED = 'กรุณายืนยันรหัสผ่าน';

/** The confirm-password rule shared by register, reset and change password. */
export function confirmError(password: string, confirm: string): string | undefined {
  if (!confirm) return CONFIRM_REQUIRED;
  return password === confirm ? undefined : PASSWORD_MISMATCH;
}
