import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawnByLot, drawPositions, newPollSeed } from './draw';

/**
 * The draw re-computed as docs/engagement.md tells anyone to, with node:crypto alone: words of
 * HMAC-SHA256(seed bytes, "<poll id>:0:<block>"), integers below n by rejection, a front-to-back
 * Fisher-Yates over the positions 0..correct-1, the first `limit` positions.
 */
function verifierDraw(seedHex: string, pollId: number, correct: number, limit: number): number[] {
  const key = Buffer.from(seedHex, 'hex');
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  const word = () => {
    if (offset >= bytes.length) {
      bytes = createHmac('sha256', key).update(`${pollId}:0:${block++}`).digest();
      offset = 0;
    }
    const w = bytes.readUInt32BE(offset);
    offset += 4;
    return w;
  };
  const below = (n: number) => {
    const limitWord = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = word();
      if (w < limitWord) return w % n;
    }
  };
  const deck = Array.from({ length: correct }, (_, i) => i);
  for (let i = 0; i < limit; i++) {
    const j = i + below(correct - i);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, limit);
}

describe('the poll draw', () => {
  it('a fresh seed is 64 hex and its hash is SHA-256 of its bytes', () => {
    const { seed, hash } = newPollSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('every correct vote wins without a limit, or with one not below the correct votes', () => {
    expect(drawPositions('a'.repeat(64), 7, 4, 0)).toEqual([0, 1, 2, 3]);
    expect(drawPositions('a'.repeat(64), 7, 4, 4)).toEqual([0, 1, 2, 3]);
    expect(drawnByLot(4, 4)).toBe(false);
    expect(drawnByLot(5, 4)).toBe(true);
  });

  it('by lot: distinct positions within range, equal to an independent re-computation', () => {
    for (const [pollId, correct, limit] of [
      [1, 8, 3],
      [42, 100, 10],
      [7, 1_000, 100],
      [3, 2, 1],
    ]) {
      const { seed } = newPollSeed();
      const drawn = drawPositions(seed, pollId, correct, limit);
      expect(drawn).toHaveLength(limit);
      expect(new Set(drawn).size).toBe(limit);
      expect(drawn.every((x) => Number.isInteger(x) && x >= 0 && x < correct)).toBe(true);
      expect(drawn).toEqual(verifierDraw(seed, pollId, correct, limit));
      expect(drawPositions(seed, pollId, correct, limit)).toEqual(drawn);
    }
  });

  it('each position is as likely as any other (1 of 3 among 6, 60,000 draws, within 5 standard deviations)', () => {
    const hits = new Array(6).fill(0);
    const n = 20_000;
    const seed = 'c'.repeat(64);
    for (let id = 1; id <= n; id++) for (const p of drawPositions(seed, id, 6, 3)) hits[p]++;
    // Each position wins with probability 1/2: mean n/2, sd sqrt(n/4).
    const sd = Math.sqrt(n / 4);
    for (const h of hits) expect(Math.abs(h - n / 2)).toBeLessThan(5 * sd);
  });
});
