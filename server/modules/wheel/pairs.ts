import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * What this node knows of members' open seed pairs (docs/engagement.md "Spinning"): the wheel page
 * reads the pair before any spin (its hash is shown first), and each spin moves the nonce on, so a
 * spin can draw without reading. A pair known wrongly (another node spun, or rotated) only makes the
 * spin's claim fail: the spin then reads the pair and tries again. Kept per handle, never from a
 * transaction's read, bounded: at MAX members the map starts again. Spin ids are taken from the
 * sequence in blocks, so a spin needs no read for its id either.
 */
/** A member's open seed pair and the nonce its next spin draws with. */
export type OpenSeed = { id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number };

const MAX = 50_000;
const ID_BLOCK = 64;
/** A block older than this is dropped, so spins on two nodes order by id as they happened, to within it. */
const ID_BLOCK_MS = 1_000;
const pairs = new WeakMap<Db, Map<number, OpenSeed>>();
const idPools = new WeakMap<Db, { at: number; ids: number[] }>();

export function knownPair(db: Db, memberId: number): OpenSeed | undefined {
  return db.isTransaction ? undefined : pairs.get(db)?.get(memberId);
}

export function keepPair(db: Db, memberId: number, pair: OpenSeed): void {
  if (db.isTransaction) return;
  let m = pairs.get(db);
  if (!m) {
    m = new Map();
    pairs.set(db, m);
  }
  if (m.size >= MAX && !m.has(memberId)) m.clear();
  m.set(memberId, { ...pair });
}

export function forgetPair(db: Db, memberId: number): void {
  pairs.get(db)?.delete(memberId);
}

/**
 * A fresh wheel_spin id, from a block this node drew from the sequence: in increasing order on a
 * node, as the member's history and the back office list spins by id. Gaps are harmless.
 */
export async function takeSpinId(db: Db): Promise<number> {
  const now = Date.now();
  let pool = idPools.get(db);
  if (!pool?.ids.length || now - pool.at > ID_BLOCK_MS) {
    const r = await sql<{ id: string }>`/* prepared:wheel_spin_ids */
      select nextval('wheel_spin_id_seq')::text as id from generate_series(1, ${ID_BLOCK}::int)`.execute(db);
    pool = { at: now, ids: r.rows.map((x) => Number(x.id)).sort((a, b) => b - a) };
    idPools.set(db, pool);
  }
  const id = pool.ids.pop();
  if (id === undefined) throw new Error('no wheel spin id drawn');
  return id;
}
