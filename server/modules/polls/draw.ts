import { createRng, hashSeed, newServerSeed } from '../../games/house';

/**
 * The provably fair draw of a poll's winners (docs/engagement.md "The draw"). At creation a
 * server seed (32 random bytes of node:crypto, 64 hex) is made and its SHA-256 published; at
 * resolution the seed is revealed. With winners_limit N > 0 and more correct votes than N, the
 * winners are positions among the correct votes ordered by vote id, drawn by a partial Fisher-Yates
 * shuffle whose integers come from the house games' stream: HMAC-SHA256(key = seed bytes,
 * message = "<poll id>:0:<block>") for block = 0, 1, 2..., read as 32-bit big-endian words, each
 * integer below n by rejection sampling (no modulo bias). Anyone re-computes it with the seed.
 */

export const newPollSeed = (): { seed: string; hash: string } => {
  const seed = newServerSeed();
  return { seed, hash: hashSeed(seed) };
};

export const pollSeedHash = hashSeed;

/**
 * The positions (0-based, among `correct` votes ordered by id) that win, in the order drawn: all of
 * them in order when `limit` is 0 or not below `correct`; else `limit` distinct positions by lot.
 */
export function drawPositions(serverSeed: string, pollId: number, correct: number, limit: number): number[] {
  if (limit === 0 || limit >= correct) return Array.from({ length: correct }, (_, i) => i);
  const rng = createRng({ serverSeed, clientSeed: String(pollId), nonce: 0 });
  // Front-to-back Fisher-Yates over 0..correct-1, only the swaps of the positions drawn remembered.
  const moved = new Map<number, number>();
  const at = (p: number) => moved.get(p) ?? p;
  const out: number[] = [];
  for (let i = 0; i < limit; i++) {
    const j = i + rng.intBelow(correct - i);
    out.push(at(j));
    moved.set(j, at(i));
  }
  return out;
}

/** True when the poll's winners are drawn by lot (a limit below the correct votes). */
export const drawnByLot = (correct: number, limit: number) => limit > 0 && limit < correct;
