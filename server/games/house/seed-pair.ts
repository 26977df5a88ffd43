import { CLIENT_SEED, hashSeed, newClientSeed, newServerSeed, type RngParams } from './fair';

/**
 * A member's provably-fair seed pair and its life cycle, as plain values for whoever stores them.
 *
 * - open: a new server seed is drawn and only its SHA-256 is shown; the client seed is the
 *   member's choice (or a random one); the nonce starts at 0.
 * - each round takes the current nonce and advances it by one, so no (server seed, client seed,
 *   nonce) is ever used twice.
 * - rotate: the member ends the pair (to change the client seed, or just to see the server seed).
 *   The old server seed is revealed so every round played with it can be verified, and a new pair
 *   opens at nonce 0. Changing the client seed always rotates: the member picks it only while the
 *   new server seed is committed and unknown, so neither side can steer an outcome.
 */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

/** What the member may see of an open pair (never the server seed). */
interface PublicSeedPair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

interface RevealedSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played with the pair: nonces 0 .. roundsPlayed - 1. */
  roundsPlayed: number;
}

export function openSeedPair(clientSeed: string = newClientSeed()): SeedPair {
  if (!CLIENT_SEED.test(clientSeed)) throw new RangeError('client seed must be 1-64 characters of A-Z a-z 0-9 _ -');
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashSeed(serverSeed), clientSeed, nonce: 0 };
}

export function publicView(pair: SeedPair): PublicSeedPair {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/** The randomness parameters of the next round and the pair to store after it. */
export function takeRound(pair: SeedPair): { params: RngParams; next: SeedPair } {
  return {
    params: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    next: { ...pair, nonce: pair.nonce + 1 },
  };
}

export function rotateSeedPair(pair: SeedPair, clientSeed: string = pair.clientSeed): { revealed: RevealedSeedPair; next: SeedPair } {
  return {
    revealed: { serverSeed: pair.serverSeed, serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, roundsPlayed: pair.nonce },
    next: openSeedPair(clientSeed),
  };
}
