import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { openSeedPair, rotateSeedPair, type SeedPair } from '../../games/house';
import type { HouseSeedPairTable } from './tables';
import './tables';

type Conn = Kysely<Database>;
export type SeedRow = Selectable<HouseSeedPairTable>;
type RevealedSeedPair = ReturnType<typeof rotateSeedPair>['revealed'];

/**
 * The provably-fair seed pairs of the in-house games, one open pair per owner (a member, or a demo
 * session) per game, in `house_seed_pair`. The pair's life cycle is server/games/house/seed-pair.ts;
 * this file stores it. Each round takes the pair's nonce with one conditional UPDATE, so two rounds
 * never share a nonce however they race, and the row lock orders a rotation after rounds in flight.
 */
export type SeedOwner = { kind: 'member'; memberId: number } | { kind: 'demo'; tokenHash: string };

const ownerValues = (o: SeedOwner) =>
  o.kind === 'member' ? { member_id: o.memberId, demo_token_hash: null } : { member_id: null, demo_token_hash: o.tokenHash };

export const pairOf = (r: SeedRow): SeedPair => ({
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: r.nonce,
});

/** The owner's open pair for the game, opened (with a random client seed, or the given one) if there is none. */
export async function openPair(conn: Conn, owner: SeedOwner, gameId: string, clientSeed?: string): Promise<SeedRow> {
  for (;;) {
    const found = await selectOpen(conn, owner, gameId);
    if (found) return found;
    await insertPair(conn, owner, gameId, openSeedPair(clientSeed));
  }
}

/**
 * Takes the next nonce of the owner's open pair: answers the pair as it was (its nonce is the one
 * this round uses). Inside the round's transaction, so a refused round gives the nonce back.
 */
export async function takeNonce(conn: Conn, owner: SeedOwner, gameId: string): Promise<SeedRow> {
  for (;;) {
    const r =
      owner.kind === 'member'
        ? await sql<SeedRow>`/* prepared:house_take_nonce_member */
            update house_seed_pair set nonce = nonce + 1
             where member_id = ${owner.memberId}::bigint and game_id = ${gameId} and status = 'open'
            returning id, member_id, demo_token_hash, game_id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce,
                      status, created_at, revealed_at`.execute(conn)
        : await sql<SeedRow>`/* prepared:house_take_nonce_demo */
            update house_seed_pair set nonce = nonce + 1
             where demo_token_hash = ${owner.tokenHash} and game_id = ${gameId} and status = 'open'
            returning id, member_id, demo_token_hash, game_id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce,
                      status, created_at, revealed_at`.execute(conn);
    if (r.rows[0]) return r.rows[0];
    await insertPair(conn, owner, gameId, openSeedPair());
  }
}

/**
 * Ends the open pair (its server seed is revealed so its rounds can be verified) and opens the next,
 * with the member's new client seed or the same one. Answers what was revealed (null if no pair was
 * open) and the new pair.
 */
export async function rotatePair(
  conn: Conn,
  owner: SeedOwner,
  gameId: string,
  clientSeed?: string,
): Promise<{ revealed: RevealedSeedPair | null; next: SeedRow }> {
  let q = conn
    .updateTable('house_seed_pair')
    .set({ status: 'revealed', revealed_at: new Date() })
    .where('game_id', '=', gameId)
    .where('status', '=', 'open');
  q = owner.kind === 'member' ? q.where('member_id', '=', owner.memberId) : q.where('demo_token_hash', '=', owner.tokenHash);
  const old = await q.returningAll().executeTakeFirst();
  const rotated = old ? rotateSeedPair(pairOf(old), clientSeed) : { revealed: null, next: openSeedPair(clientSeed) };
  await insertPair(conn, owner, gameId, rotated.next);
  // A rotation racing this one may have opened its pair first: the open pair is whichever stands.
  return { revealed: rotated.revealed, next: await openPair(conn, owner, gameId) };
}

async function selectOpen(conn: Conn, owner: SeedOwner, gameId: string): Promise<SeedRow | undefined> {
  let q = conn.selectFrom('house_seed_pair').selectAll().where('game_id', '=', gameId).where('status', '=', 'open');
  q = owner.kind === 'member' ? q.where('member_id', '=', owner.memberId) : q.where('demo_token_hash', '=', owner.tokenHash);
  return q.executeTakeFirst();
}

/** Inserts a pair unless the owner already has one open for the game (then that one stands). */
async function insertPair(conn: Conn, owner: SeedOwner, gameId: string, pair: SeedPair): Promise<void> {
  const conflict =
    owner.kind === 'member'
      ? sql`(member_id, game_id) where status = 'open' and member_id is not null`
      : sql`(demo_token_hash, game_id) where status = 'open' and demo_token_hash is not null`;
  const o = ownerValues(owner);
  await sql`
    insert into house_seed_pair (member_id, demo_token_hash, game_id, server_seed, server_seed_hash, client_seed, nonce)
    values (${o.member_id}::bigint, ${o.demo_token_hash}::text, ${gameId}, ${pair.serverSeed}, ${pair.serverSeedHash}, ${pair.clientSeed}, ${pair.nonce})
    on conflict ${conflict} do nothing`.execute(conn);
}
