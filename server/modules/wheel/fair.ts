import { WHEEL_PROBABILITY_TOTAL, type WheelSeedView } from '@contract/wheel';
import type { Db } from '../../db';
import { createRng, hashSeed, newClientSeed, newServerSeed } from '../../games/house';
import { forgetPair, type OpenSeed } from './pairs';
import './tables';

/**
 * The wheel's provably fair draw (docs/engagement.md "Fairness"), on the house games'
 * primitives: the roll is the unbiased integer in [0, 10,000) drawn from the stream
 * HMAC-SHA256(server seed bytes, `${clientSeed}:${nonce}:${cursor}`) by rejection sampling of 32-bit
 * words; the segment is the one whose cumulative probability range holds the roll.
 */
export function wheelRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  return createRng({ serverSeed, clientSeed, nonce }).intBelow(WHEEL_PROBABILITY_TOTAL);
}

export type { OpenSeed };
export { hashSeed };

/** A new pair's seeds (not stored): the server seed, its hash and the client seed given or drawn. */
export function newSeeds(clientSeed?: string) {
  const serverSeed = newServerSeed();
  return { server_seed: serverSeed, server_seed_hash: hashSeed(serverSeed), client_seed: clientSeed ?? newClientSeed() };
}

/** A fresh open seed pair for the member (a no-op when one is open already). */
async function insertOpenSeed(db: Db, memberId: number, clientSeed?: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insertInto('wheel_seed')
    .values({
      member_id: memberId,
      server_seed: serverSeed,
      server_seed_hash: hashSeed(serverSeed),
      client_seed: clientSeed ?? newClientSeed(),
      status: 'open',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The member's open seed pair (made on first sight): its hash is what the page shows before the spin. */
export async function openSeed(db: Db, memberId: number): Promise<OpenSeed> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await db
      .selectFrom('wheel_seed')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (row) return row;
    await insertOpenSeed(db, memberId);
  }
  throw new Error(`no open wheel seed for member ${memberId}`);
}

export const seedView = (s: OpenSeed): WheelSeedView => ({
  server_seed_hash: s.server_seed_hash,
  client_seed: s.client_seed,
  nonce: s.nonce,
});

/**
 * Reveals the open server seed and opens a new pair (the client seed given, or the old one kept).
 * Spins already drawn on the old pair can then be checked with POST /api/wheel/verify.
 */
export async function rotateSeed(db: Db, memberId: number, clientSeed: string | undefined, now = new Date()) {
  await openSeed(db, memberId);
  forgetPair(db, memberId);
  const rotated = await db.transaction().execute(async (trx) => {
    const old = await trx
      .updateTable('wheel_seed')
      .set({ status: 'revealed', revealed_at: now })
      .where('member_id', '=', memberId)
      .where('status', '=', 'open')
      .returning(['server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirst();
    await insertOpenSeed(trx, memberId, clientSeed ?? old?.client_seed);
    const fresh = await openSeed(trx, memberId);
    return {
      revealed: old
        ? { server_seed: old.server_seed, server_seed_hash: old.server_seed_hash, client_seed: old.client_seed, spins: old.nonce }
        : null,
      seed: seedView(fresh),
    };
  });
  // A spin that read the old pair before the rotation fails its claim on it (status 'open').
  forgetPair(db, memberId);
  return rotated;
}
