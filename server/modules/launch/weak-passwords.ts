import { verifyPassword } from '../../lib/passwords';

/**
 * Passwords an admin must not open with, shipped with the build. The database keeps only argon2id
 * hashes, so the check tries each of these against a hash (about 20-40 ms each on one core): the demo
 * seed's logins (server/seed.ts, README "Demo logins"), the example in docs/backoffice.md, and common
 * choices that still pass the operator rule (10+ characters, a letter and a digit). Short on purpose,
 * so the check stays well under a second; variants of the username are added per operator.
 */
export const WEAK_PASSWORDS: readonly string[] = [
  'admin1234',
  'checker1234',
  'support1234',
  'demo1234',
  'a-long-passw0rd',
  'password123',
  'Password123',
  'password1234',
  'Passw0rd1234',
  'qwerty123456',
  'abcd123456',
  'admin123456',
];

/** The list for one operator: its username as the password, with the digits people append, then the shipped list. */
export const weakCandidates = (username: string): string[] => [
  ...new Set([username, `${username}1234`, `${username}12345`, `${username}123456`, ...WEAK_PASSWORDS]),
];

/**
 * A hash's verdict is kept by the hash itself (a changed password is a new hash), so the dashboard
 * reading the checklist again costs nothing. Bounded: a process keeps at most this many.
 */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1_000;

/** True when the password behind `hash` is one of the weak candidates for `username`. */
export async function isWeakPassword(hash: string, username: string): Promise<boolean> {
  const known = verdicts.get(hash);
  if (known !== undefined) return known;
  // In parallel: argon2 runs on libuv's threads, so the list costs about one verify per core.
  const matches = await Promise.all(weakCandidates(username).map((p) => verifyPassword(hash, p)));
  const weak = matches.some(Boolean);
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  verdicts.set(hash, weak);
  return weak;
}
