import { RegisterBody, tooYoungMessage } from '@contract/account';
import { Errors } from '@contract/errors';
import { ageOn, bangkokToday, MIN_AGE_DEFAULT } from '@contract/fields';
import { birthDateToIso, blankToUndefined, confirmError, type FieldErrors, issuesByField, withBankLength } from '@/components/form';

export type RegisterKey =
  | 'phone'
  | 'password'
  | 'confirm_password'
  | 'first_name'
  | 'last_name'
  | 'dob_day'
  | 'dob_month'
  | 'dob_year'
  | 'line_id'
  | 'bank_code'
  | 'bank_account_number'
  | 'bank_account_name'
  | 'referral_code'
  | 'consent';

type RegisterValues = Record<RegisterKey, string>;

/** Keys the server may name in a 422 or a business error that the form shows beside a field. */
export const REGISTER_ERROR_KEYS = [
  'phone',
  'password',
  'confirm_password',
  'first_name',
  'last_name',
  'date_of_birth',
  'line_id',
  'bank_code',
  'bank_account_number',
  'bank_account_name',
  'referral_code',
  'consent',
] as const;

const CONSENT_REQUIRED = `กรุณายอมรับเงื่อนไขและยืนยันว่ามีอายุ ${MIN_AGE_DEFAULT} ปีขึ้นไป`;

/** The register body as the server receives it (blank optional fields left out). */
export function registerPayload(v: RegisterValues, agentCode: string) {
  const { dob_day, dob_month, dob_year, confirm_password: _c, consent: _k, ...rest } = v;
  return {
    ...blankToUndefined(rest),
    date_of_birth: birthDateToIso(dob_day, dob_month, dob_year),
    agent_code: agentCode,
  };
}

/**
 * Every rule of the form: the contract's RegisterBody (same Thai messages as the server's 422), the
 * bank's account-number length, the 20+ rule on the chosen birth date, confirm password and consent.
 */
export function registerErrors(v: RegisterValues, today: string = bangkokToday()): FieldErrors {
  const parsed = RegisterBody.safeParse(registerPayload(v, 'client'));
  let errors = issuesByField(parsed.error);
  errors = withBankLength(errors, v.bank_code, v.bank_account_number);
  const dob = birthDateToIso(v.dob_day, v.dob_month, v.dob_year);
  if (!errors.date_of_birth && dob && ageOn(dob, today) < MIN_AGE_DEFAULT) errors.date_of_birth = tooYoungMessage(MIN_AGE_DEFAULT);
  const confirm = confirmError(v.password, v.confirm_password);
  if (confirm) errors.confirm_password = confirm;
  if (v.consent !== '1') errors.consent = CONSENT_REQUIRED;
  return errors;
}

/** Business errors of register shown beside their field (the rest become an alert). */
export const REGISTER_ERROR_FIELD: Record<number, string> = {
  [Errors.PHONE_TAKEN.code]: 'phone',
  [Errors.BANK_ACCOUNT_TAKEN.code]: 'bank_account_number',
  [Errors.TOO_YOUNG.code]: 'date_of_birth',
  [Errors.BAD_REFERRAL.code]: 'referral_code',
};
