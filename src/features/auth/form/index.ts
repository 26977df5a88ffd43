/** The auth feature's form pieces, public so that the member pages reuse the same rules and fields. */
export { BankFields, type BankKey } from './BankFields';
export { BirthDateFields, type BirthKey } from './BirthDateFields';
export { blankToUndefined, issuesByField, messageOf, serverFieldErrors, splitFieldErrors, thrownMessage } from './errors';
export { FormAlert } from './FormAlert';
export { FormField } from './FormField';
export { PasswordInput } from './PasswordInput';
export { PhoneInput } from './PhoneInput';
export { bankLengthError, confirmError, PASSWORD_MISMATCH, withBankLength } from './rules';
export { birthDateToIso, isoToThaiLongDate, THAI_MONTHS } from './thaiDate';
export { type FieldErrors, type Form, useForm } from './useForm';
