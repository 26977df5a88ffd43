/** Digits only: what a copy button puts on the clipboard so that banking apps accept the paste. */
export function digitsOnly(s: string): string {
  return s.replace(/\D/g, '');
}

/** A bank account number grouped as Thai bank books print it: 10 digits 073-1-23456-7, 12 digits 0200-1234-5678. */
export function formatAccountNumber(number: string): string {
  const d = digitsOnly(number);
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 4)}-${d.slice(4, 9)}-${d.slice(9)}`;
  if (d.length === 12) return `${d.slice(0, 4)}-${d.slice(4, 8)}-${d.slice(8)}`;
  return d;
}

/** A Thai mobile number 095-123-4567. */
export function formatPhone(phone: string): string {
  const d = digitsOnly(phone);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : d;
}

/** TrueMoney's badge colours (it is not a bank, so contract/banks.ts has no entry for it). */
export const TRUEMONEY_BADGE = { short: 'TMN', color: '#f26f21' } as const;
