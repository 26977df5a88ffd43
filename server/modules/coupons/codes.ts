import { randomBytes } from 'node:crypto';

/**
 * Coupon codes (docs/coupons.md): stored and compared upper case, so members may type them in any
 * case. A batch's codes are its prefix and 8 characters drawn from an alphabet without the look-alikes
 * members mistype from a screenshot (0/O, 1/I/L), by rejection sampling over node:crypto's random
 * bytes so that every character is equally likely.
 */

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RANDOM_PART = 8;

/** The form codes are stored in. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

// The largest multiple of the alphabet's size a byte can reach: bytes at or above it are dropped.
const LIMIT = 256 - (256 % CODE_ALPHABET.length);

/** `count` random codes `prefix` + 8 characters (prefix upper-cased); they may repeat, the caller's unique index decides. */
export function randomCodes(prefix: string, count: number): string[] {
  const head = normalizeCode(prefix);
  const codes: string[] = [];
  let pool = randomBytes(0);
  let at = 0;
  for (let n = 0; n < count; n++) {
    let code = head;
    while (code.length < head.length + RANDOM_PART) {
      if (at >= pool.length) {
        pool = randomBytes(Math.max(64, (count - n) * RANDOM_PART * 2));
        at = 0;
      }
      const b = pool[at++];
      if (b < LIMIT) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
    codes.push(code);
  }
  return codes;
}
