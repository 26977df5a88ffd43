import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Rng } from './types';

/**
 * Provably fair randomness (docs/games-rtp.md, "Provably fair").
 *
 * A round's bytes are the stream HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`) ||
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:1`) || ... The server seed is 32 random bytes
 * from node:crypto, written as 64 lowercase hex characters; the HMAC key is those 32 bytes and the
 * published commitment is SHA-256 of the same 32 bytes. Integers are drawn by rejection sampling
 * on 32-bit big-endian words, so no outcome is favoured by modulo bias.
 */

export const SERVER_SEED_HEX = /^[0-9a-f]{64}$/;
/** Client seeds are short and typeable; the nonce and cursor after them are integers, so the message stays unambiguous. */
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

const TWO_32 = 0x1_0000_0000;

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A fresh random client seed for a member who has not chosen one. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function hashSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
}

export interface RngParams {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** One block of the stream: HMAC-SHA256(key = server seed bytes, message = `${clientSeed}:${nonce}:${cursor}`). */
export function streamBlock(params: RngParams, cursor: number): Buffer {
  return hmacBlock(Buffer.from(params.serverSeed, 'hex'), params.clientSeed, params.nonce, cursor);
}

const hmacBlock = (key: Buffer, clientSeed: string, nonce: number, cursor: number) =>
  createHmac('sha256', key).update(`${clientSeed}:${nonce}:${cursor}`).digest();

/**
 * An unbiased integer in [0, n) from 32-bit words: a word at or above the largest multiple of n
 * below 2^32 is thrown away and the next word is tried. Exported with an injectable word source
 * so the rejection path can be tested with chosen words.
 */
export function sampleBelow(n: number, nextWord: () => number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`intBelow needs an integer 1..2^32, got ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const u = nextWord();
    if (u < limit) return u % n;
  }
}

interface FairRng extends Rng {
  /** Bytes taken from the stream so far (rejected words included): lets tests see the rejection path. */
  consumed(): number;
}

export function createRng(params: RngParams): FairRng {
  assertServerSeed(params.serverSeed);
  if (!CLIENT_SEED.test(params.clientSeed)) throw new RangeError('client seed must be 1-64 characters of A-Z a-z 0-9 _ -');
  if (!Number.isSafeInteger(params.nonce) || params.nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  const key = Buffer.from(params.serverSeed, 'hex');
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 0;
  let consumed = 0;

  const refill = () => {
    block = hmacBlock(key, params.clientSeed, params.nonce, cursor);
    cursor += 1;
    offset = 0;
  };
  const nextByte = () => {
    if (offset === block.length) refill();
    consumed += 1;
    return block[offset++];
  };
  const nextWord = () => {
    if (offset === block.length) refill();
    if (offset + 4 <= block.length) {
      const u = block.readUInt32BE(offset);
      offset += 4;
      consumed += 4;
      return u;
    }
    // A word that straddles two blocks (only after bytes(k) with k not a multiple of 4).
    return ((nextByte() << 24) | (nextByte() << 16) | (nextByte() << 8) | nextByte()) >>> 0;
  };

  return {
    intBelow: (n) => sampleBelow(n, nextWord),
    bytes: (k) => {
      if (!Number.isInteger(k) || k < 0) throw new RangeError('bytes needs a non-negative integer');
      const out = new Uint8Array(k);
      for (let i = 0; i < k; i++) out[i] = nextByte();
      return out;
    },
    consumed: () => consumed,
  };
}

/**
 * Fisher-Yates from the front: position i swaps with i + intBelow(length - i). Going front to back
 * means the first k cards depend only on the first k draws, so a game may deal lazily
 * (see LazyShuffle) and still deal exactly the cards of the full shuffle.
 */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const deck = lazyShuffle(rng, items);
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) out.push(deck.next());
  return out;
}

interface LazyShuffle<T> {
  /** The next card of the shuffled order; the same card a full shuffle() would put there. */
  next(): T;
  dealt(): number;
}

/**
 * Front-to-back Fisher-Yates that only does the swaps for the cards actually dealt. Positions
 * never touched still hold their own index, so only swapped positions are remembered: dealing 6
 * cards from an 8-deck shoe costs 6 draws and no copy of the 416 cards.
 */
export function lazyShuffle<T>(rng: Rng, items: readonly T[]): LazyShuffle<T> {
  const moved = new Map<number, number>();
  const at = (pos: number) => moved.get(pos) ?? pos;
  let i = 0;
  return {
    next: () => {
      if (i >= items.length) throw new RangeError('the shuffled deck is exhausted');
      const j = i + rng.intBelow(items.length - i);
      const picked = at(j);
      moved.set(j, at(i));
      i += 1;
      return items[picked];
    },
    dealt: () => i,
  };
}

function assertServerSeed(seed: string): void {
  if (!SERVER_SEED_HEX.test(seed)) throw new RangeError('server seed must be 64 lowercase hex characters');
}
