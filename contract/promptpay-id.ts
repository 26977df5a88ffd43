/**
 * PromptPay ids as the EMVCo merchant-presented payload carries them (the server's QR payloads, the
 * settings that name the agent's id). Kept in the contract so configuration can check an id without
 * loading the payload code.
 */
export type PromptPayTarget = { kind: 'phone' | 'taxId' | 'eWallet'; value: string };

/**
 * Reads a PromptPay id as people write it: a Thai mobile number (0812345678, +66-81-234-5678) becomes
 * 0066 + 9 digits (13 characters); 13 digits are a national or tax id; 15 digits an e-wallet id.
 */
export function parsePromptPayId(input: string): PromptPayTarget {
  const digits = input.replace(/[^\d]/g, '');
  if (/^0\d{9}$/.test(digits)) return { kind: 'phone', value: `0066${digits.slice(1)}` };
  if (/^66\d{9}$/.test(digits)) return { kind: 'phone', value: `00${digits}` };
  if (/^0066\d{9}$/.test(digits)) return { kind: 'phone', value: digits };
  if (/^\d{13}$/.test(digits)) return { kind: 'taxId', value: digits };
  if (/^\d{15}$/.test(digits)) return { kind: 'eWallet', value: digits };
  throw new RangeError('PromptPay id must be a Thai mobile number, a 13-digit tax id or a 15-digit e-wallet id');
}
