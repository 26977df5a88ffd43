/** The forms' kit: fields, inline validation, the shared rules and where a failed call's messages go. */
export { type AmountChip, AmountField } from './AmountField';
export { type AmountBounds, amountError, bahtInputValue, parseBaht } from './amount';
export { BankFields, type BankKey } from './BankFields';
export { BirthDateFields, type BirthKey } from './BirthDateFields';
export { type Choice, ChoiceCards } from './ChoiceCards';
export { blankToUndefined, type Failure, failureOf, issuesByField } from './errors';
export { FormAlert } from './FormAlert';
export { FormField } from './FormField';
export { PasswordInput } from './PasswordInput';
export { PhoneInput } from './PhoneInput';
export { bankLengthError, confirmError, PASSWORD_MISMATCH, withBankLength } from './rules';
export { birthDateToIso, isoToThaiLongDate, THAI_MONTHS } from './thaiDate';
export { type FieldErrors, type Form, useForm } from './useForm';
