import { YEEKEE_SUBTRACT_POSITION } from '@contract/lotto-names';

/** A shot as the lists publish it. */
export type PublishedShot = { seq: number; number: string; created_at: string };

/**
 * The published list as text, the way the server hashes it (docs/lotto.md "Yeekee"): one line per
 * shot `seq|number|created_at`, in shot order, joined by a newline, none at the end.
 */
export function proofText(shots: readonly PublishedShot[]): string {
  return [...shots]
    .sort((a, b) => a.seq - b.seq)
    .map((s) => `${s.seq}|${s.number}|${s.created_at}`)
    .join('\n');
}

/** The result again from the list: (sum - the 16th shot counted back from the last) mod 100000. */
export function recompute(shots: readonly PublishedShot[]): {
  sum: number;
  subtracted: { seq: number; number: string } | null;
  number: string;
} {
  const ordered = [...shots].sort((a, b) => a.seq - b.seq);
  const sum = ordered.reduce((s, x) => s + Number(x.number), 0);
  const at = ordered.length - YEEKEE_SUBTRACT_POSITION;
  const subtracted = at >= 0 ? { seq: ordered[at].seq, number: ordered[at].number } : null;
  const value = (((sum - Number(subtracted?.number ?? 0)) % 100_000) + 100_000) % 100_000;
  return { sum, subtracted, number: String(value).padStart(5, '0') };
}

/** SHA-256 in hex with the browser's Web Crypto; undefined where it is unavailable (plain HTTP). */
export async function sha256Hex(text: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
