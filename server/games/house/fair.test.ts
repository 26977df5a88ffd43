import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, lazyShuffle, newClientSeed, newServerSeed, sampleBelow, shuffle, streamBlock } from './fair';
import { openSeedPair, publicView, rotateSeedPair, takeRound } from './seed-pair';

// Known-answer vectors: the bytes were computed outside this code with
//   printf '%s' "$SEED" | xxd -r -p | sha256sum
//   printf '%s' 'lucky-7:0:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:$SEED
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const SEED_HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const BLOCK_0 = '6a8f286c229399ea5814f40b515d10e160339cf29b7a748bf561c878bf7c5a52';
const BLOCK_1 = 'b2c58956d21caada118c615c52d7d38ab85db2bc66b0d768edd3a364e855194a';
const NONCE_42_BLOCK_0 = '2078dcb1a3411bfc71205d56f95b8532be3449c8676e759c8637e8e44c96395a';

/** The 32-bit big-endian words of a hex block. */
const words = (hex: string) => Array.from({ length: hex.length / 8 }, (_, i) => Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16));

describe('provably fair seeds and stream', () => {
  it('makes 32-byte server seeds and commits to them with SHA-256 of the bytes', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(hashSeed(SEED)).toBe(SEED_HASH);
    expect(hashSeed(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(() => hashSeed('ABC')).toThrow(RangeError);
  });

  it('derives the byte stream as HMAC-SHA256(seed bytes, "client:nonce:cursor") blocks', () => {
    const params = { serverSeed: SEED, clientSeed: 'lucky-7', nonce: 0 };
    expect(streamBlock(params, 0).toString('hex')).toBe(BLOCK_0);
    expect(streamBlock(params, 1).toString('hex')).toBe(BLOCK_1);
    const rng = createRng(params);
    expect(Buffer.from(rng.bytes(64)).toString('hex')).toBe(BLOCK_0 + BLOCK_1);
    expect(Buffer.from(createRng({ ...params, nonce: 42 }).bytes(32)).toString('hex')).toBe(NONCE_42_BLOCK_0);
  });

  it('answers the known integers for fixed seeds', () => {
    const rng = createRng({ serverSeed: SEED, clientSeed: 'lucky-7', nonce: 0 });
    // Each draw takes the next 32-bit word; for n = 6 no word of block 0 is rejected.
    expect(Array.from({ length: 8 }, () => rng.intBelow(6))).toEqual([4, 4, 3, 1, 2, 1, 2, 4]);
    const r37 = createRng({ serverSeed: SEED, clientSeed: 'lucky-7', nonce: 0 });
    expect(Array.from({ length: 8 }, () => r37.intBelow(37))).toEqual([4, 32, 6, 11, 9, 34, 31, 26]);
    const dice = createRng({ serverSeed: SEED, clientSeed: 'lucky-7', nonce: 42 });
    expect([dice.intBelow(6) + 1, dice.intBelow(6) + 1, dice.intBelow(6) + 1]).toEqual([4, 1, 1]);
    // Same answers as the word arithmetic done by hand on the openssl output.
    expect(words(BLOCK_0).map((w) => w % 37)).toEqual([4, 32, 6, 11, 9, 34, 31, 26]);
  });

  it('rejects words at or above the last multiple of n (no modulo bias)', () => {
    // n = 3: 2^32 mod 3 = 1, so the single word 0xffffffff is rejected and the next one used.
    const scripted = [0xffffffff, 5];
    expect(sampleBelow(3, () => scripted.shift()!)).toBe(2);
    // n = 3 * 2^30 rejects a quarter of all words. In block 0 the 7th word (0xf561c878) is
    // rejected, so the 7th draw is the 8th word and 32 bytes have been read.
    const rng = createRng({ serverSeed: SEED, clientSeed: 'lucky-7', nonce: 0 });
    const n = 3 * 2 ** 30;
    const drawn = Array.from({ length: 7 }, () => rng.intBelow(n));
    const w = words(BLOCK_0);
    expect(drawn).toEqual([w[0], w[1], w[2], w[3], w[4], w[5], w[7]]);
    expect(rng.consumed()).toBe(32);
    expect(() => sampleBelow(0, () => 0)).toThrow(RangeError);
    expect(() => sampleBelow(2 ** 32 + 1, () => 0)).toThrow(RangeError);
    expect(sampleBelow(2 ** 32, () => 0xfffffffe)).toBe(0xfffffffe);
  });

  it('keeps reading across block boundaries after odd byte counts', () => {
    const rng = createRng({ serverSeed: SEED, clientSeed: 'lucky-7', nonce: 0 });
    rng.bytes(30);
    // The next word is the last 2 bytes of block 0 and the first 2 of block 1.
    const expected = Number.parseInt(BLOCK_0.slice(60) + BLOCK_1.slice(0, 4), 16);
    expect(rng.intBelow(2 ** 32)).toBe(expected);
  });

  it('refuses malformed seeds and nonces', () => {
    expect(() => createRng({ serverSeed: 'xyz', clientSeed: 'a', nonce: 0 })).toThrow(RangeError);
    expect(() => createRng({ serverSeed: SEED, clientSeed: 'has space', nonce: 0 })).toThrow(RangeError);
    expect(() => createRng({ serverSeed: SEED, clientSeed: '', nonce: 0 })).toThrow(RangeError);
    expect(() => createRng({ serverSeed: SEED, clientSeed: 'a', nonce: -1 })).toThrow(RangeError);
    expect(() => createRng({ serverSeed: SEED, clientSeed: 'a', nonce: 1.5 })).toThrow(RangeError);
  });

  it('draws uniformly: chi-square over 37 values and 370,000 draws (fixed seed)', () => {
    const rng = createRng({ serverSeed: SEED, clientSeed: 'uniformity', nonce: 7 });
    const n = 37;
    const draws = 370_000;
    const counts = new Array(n).fill(0);
    for (let i = 0; i < draws; i++) counts[rng.intBelow(n)]++;
    const expected = draws / n;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 36 degrees of freedom: P(chi2 > 67.99) = 0.001 for a uniform sampler.
    expect(chi2).toBeLessThan(67.99);
    // And not suspiciously perfect either (P(chi2 < 16.36) = 0.001).
    expect(chi2).toBeGreaterThan(16.36);
  });

  it('is uniform on the rejection-heavy range too (n = 3 * 2^30, thirds)', () => {
    const rng = createRng({ serverSeed: SEED, clientSeed: 'rejection', nonce: 1 });
    const n = 3 * 2 ** 30;
    const draws = 90_000;
    const thirds = [0, 0, 0];
    for (let i = 0; i < draws; i++) thirds[Math.floor(rng.intBelow(n) / 2 ** 30)]++;
    const chi2 = thirds.reduce((s, c) => s + (c - draws / 3) ** 2 / (draws / 3), 0);
    expect(chi2).toBeLessThan(13.82); // 2 degrees of freedom, p = 0.001
    // A quarter of words are rejected: about 4/3 words per draw.
    const perDraw = rng.consumed() / 4 / draws;
    expect(perDraw).toBeGreaterThan(1.3);
    expect(perDraw).toBeLessThan(1.37);
  });

  it('shuffles into a permutation, lazily dealing the same cards as the full shuffle', () => {
    const items = Array.from({ length: 416 }, (_, i) => i);
    const full = shuffle(createRng({ serverSeed: SEED, clientSeed: 'shoe', nonce: 3 }), items);
    expect([...full].sort((a, b) => a - b)).toEqual(items);
    expect(full).not.toEqual(items);
    const lazy = lazyShuffle(createRng({ serverSeed: SEED, clientSeed: 'shoe', nonce: 3 }), items);
    expect(Array.from({ length: 6 }, () => lazy.next())).toEqual(full.slice(0, 6));
    expect(lazy.dealt()).toBe(6);
  });

  it('gives every ordering of 3 cards the same chance', () => {
    const counts = new Map<string, number>();
    const rounds = 60_000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const key = shuffle(createRng({ serverSeed: SEED, clientSeed: 'perm', nonce }), ['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const chi2 = [...counts.values()].reduce((s, c) => s + (c - rounds / 6) ** 2 / (rounds / 6), 0);
    expect(chi2).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
  });

  it('matches an independent HMAC for any seed', () => {
    const serverSeed = newServerSeed();
    const rng = createRng({ serverSeed, clientSeed: 'x', nonce: 9 });
    const mac = createHmac('sha256', Buffer.from(serverSeed, 'hex')).update('x:9:0').digest();
    expect(Buffer.from(rng.bytes(32)).equals(mac)).toBe(true);
  });
});

describe('seed pairs', () => {
  it('shows only the hash, advances the nonce per round and reveals the seed on rotation', () => {
    const pair = openSeedPair('my-seed');
    expect(publicView(pair)).toEqual({ serverSeedHash: hashSeed(pair.serverSeed), clientSeed: 'my-seed', nonce: 0 });
    expect(JSON.stringify(publicView(pair))).not.toContain(pair.serverSeed);
    const first = takeRound(pair);
    expect(first.params).toEqual({ serverSeed: pair.serverSeed, clientSeed: 'my-seed', nonce: 0 });
    const second = takeRound(first.next);
    expect(second.params.nonce).toBe(1);
    const { revealed, next } = rotateSeedPair(second.next, 'new-seed');
    expect(revealed).toEqual({ serverSeed: pair.serverSeed, serverSeedHash: pair.serverSeedHash, clientSeed: 'my-seed', roundsPlayed: 2 });
    expect(next.serverSeed).not.toBe(pair.serverSeed);
    expect(next).toMatchObject({ clientSeed: 'new-seed', nonce: 0, serverSeedHash: hashSeed(next.serverSeed) });
    expect(rotateSeedPair(next).next.clientSeed).toBe('new-seed');
    expect(() => openSeedPair('bad seed!')).toThrow(RangeError);
  });
});
