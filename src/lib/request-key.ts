/**
 * A fresh idempotency key for one submission (a retry or double tap sends the same key and gets the
 * first answer). crypto.randomUUID needs a secure context (HTTPS or localhost); getRandomValues works
 * everywhere, so a site served over plain HTTP still gets an unguessable key. Features share this one
 * (withdrawals, game rounds, lotto bills).
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
