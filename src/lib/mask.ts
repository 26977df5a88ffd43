/** "0812345678" -> "081-xxx-5678": enough for the member to recognise their number on screen. */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length !== 10) return d.replace(/\d(?=\d{4})/g, 'x');
  return `${d.slice(0, 3)}-xxx-${d.slice(6)}`;
}

/**
 * A bank account number with only four digits shown. Ten-digit numbers keep the Thai bank-book
 * grouping 123-4-56789-0 -> "xxx-x-x6789-x"; other lengths show the last four.
 */
export function maskAccountNumber(number: string): string {
  const d = number.replace(/\D/g, '');
  if (d.length === 10) return `xxx-x-x${d.slice(5, 9)}-x`;
  if (d.length <= 4) return d;
  return `${'x'.repeat(d.length - 4)}${d.slice(-4)}`;
}
