import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { createRng, houseGame, takeRound } from '../../games/house';
import { HOUSE_PROVIDER_ID } from '../../games/registry';
import { openPair, pairOf, rotatePair, takeNonce } from './seeds';
import { assertGameOn } from './sessions';
import './tables';

type Conn = Kysely<Database>;

/**
 * What the free spins (server/modules/freespins, docs/engagement.md) need of the in-house
 * games: one engine round on the member's own seed pair for the game, the same pair and nonce
 * sequence as paid play, so a free-spin round verifies with the house verifier exactly like a paid
 * one. No money moves here and nothing is written but the nonce: the caller spends the free spin,
 * stores the round and pays the win in the same transaction.
 */
export type FreeSpinPlayed = {
  seedPairId: number;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  /** The engine's input as validated ({ bet, buyFeature: false } for the slot). */
  input: unknown;
  outcome: unknown;
  /** Satang. */
  stake: number;
  win: number;
};

export type PublicSeedView = { server_seed_hash: string; client_seed: string; nonce: number };

/**
 * One round of the house game at `bet` satang on the member's next nonce, inside the caller's
 * transaction (a refusal later gives the nonce back). The game must be switched on in the catalogue
 * (GAME_SWITCHED_OFF otherwise); its input schema checks the bet (Thai zod error).
 */
export async function playFreeSpinRound(trx: Conn, memberId: number, gameId: string, bet: number): Promise<FreeSpinPlayed> {
  const game = houseGame(gameId);
  if (!game) throw new Error(`unknown house game ${gameId}`);
  await assertGameOn(trx, HOUSE_PROVIDER_ID, gameId);
  const input = game.input.parse({ bet });
  const pair = await takeNonce(trx, { kind: 'member', memberId }, gameId);
  const result = game.play(createRng(takeRound(pairOf(pair)).params), input);
  return {
    seedPairId: pair.id,
    nonce: pair.nonce,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    input,
    outcome: result.outcome,
    stake: result.stake,
    win: result.win,
  };
}

/** The member's open pair for the game (opened if none): the hash and nonce the next round will use. */
export async function nextFreeSpinSeed(db: Conn, memberId: number, gameId: string): Promise<PublicSeedView> {
  const p = await openPair(db, { kind: 'member', memberId }, gameId);
  return { server_seed_hash: p.server_seed_hash, client_seed: p.client_seed, nonce: p.nonce };
}

/** Ends the member's open pair for the game (its server seed revealed) and opens the next; the same pair paid play uses. */
export async function rotateFreeSpinSeed(
  db: Conn,
  memberId: number,
  gameId: string,
  clientSeed?: string,
): Promise<{
  revealed: { server_seed: string; server_seed_hash: string; client_seed: string; rounds_played: number } | null;
  seed: PublicSeedView;
}> {
  const { revealed, next } = await db.transaction().execute((trx) => rotatePair(trx, { kind: 'member', memberId }, gameId, clientSeed));
  return {
    revealed: revealed && {
      server_seed: revealed.serverSeed,
      server_seed_hash: revealed.serverSeedHash,
      client_seed: revealed.clientSeed,
      rounds_played: revealed.roundsPlayed,
    },
    seed: { server_seed_hash: next.server_seed_hash, client_seed: next.client_seed, nonce: next.nonce },
  };
}

export type SeedProof = { server_seed_hash: string; client_seed: string; server_seed: string | null };

/** The proofs of seed pairs by id: the server seed only once the pair is revealed. */
export async function seedPairProofs(db: Conn, ids: readonly number[]): Promise<Map<number, SeedProof>> {
  const out = new Map<number, SeedProof>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('house_seed_pair')
    .select(['id', 'server_seed_hash', 'client_seed', 'server_seed', 'status'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const r of rows)
    out.set(r.id, {
      server_seed_hash: r.server_seed_hash,
      client_seed: r.client_seed,
      server_seed: r.status === 'revealed' ? r.server_seed : null,
    });
  return out;
}

export type HouseCatalogueGame = { game_id: string; name: string; image: string; on: boolean };

/** The house games' catalogue rows (name, image, whether the game and provider are on), by id. */
export async function houseCatalogueGames(db: Conn, ids: readonly string[]): Promise<Map<string, HouseCatalogueGame>> {
  const out = new Map<string, HouseCatalogueGame>();
  if (ids.length === 0) return out;
  const r = await sql<{ game_id: string; name_th: string; image: string; on: boolean }>`
    select g.game_id, g.name_th, g.image, (g.active and p.active) as on
      from game g join game_provider p on p.id = g.provider_id
     where g.provider_id = ${HOUSE_PROVIDER_ID} and g.game_id = any(${[...ids]}::text[])`.execute(db);
  for (const x of r.rows) out.set(x.game_id, { game_id: x.game_id, name: x.name_th, image: x.image, on: x.on });
  return out;
}
