import { sql } from 'kysely';
import type { Db } from '../../db';
import type { ItemRow } from './wire';

/**
 * What this node keeps so a redemption needs no read before its one statement (docs/engagement.md
 * "Redeeming"): the items as last read (the statement re-checks what a redemption takes and gives
 * against the row, and answers the row when they differ, so a stale copy costs one retry, never a
 * wrong price), and order ids drawn from the sequence in blocks, so the ledger keys
 * `shop:<order>:...` are known before the statement. Per handle, never from a transaction's read.
 */
const MAX_ITEMS = 1_000;
const ID_BLOCK = 64;
/** A block older than this is dropped, so orders on two nodes order by id as they happened, to within it. */
const ID_BLOCK_MS = 1_000;
const items = new WeakMap<Db, Map<number, ItemRow>>();
const idPools = new WeakMap<Db, { at: number; ids: number[] }>();

export function keepItem(db: Db, item: ItemRow): void {
  if (db.isTransaction) return;
  let m = items.get(db);
  if (!m) {
    m = new Map();
    items.set(db, m);
  }
  if (m.size >= MAX_ITEMS && !m.has(item.id)) m.clear();
  m.set(item.id, item);
}

export function forgetItem(db: Db, id: number): void {
  items.get(db)?.delete(id);
}

/** The item as this node last saw it, else read (null: no such item). */
export async function knownItem(db: Db, id: number): Promise<ItemRow | null> {
  const hit = items.get(db)?.get(id);
  if (hit) return hit;
  const row = await db.selectFrom('shop_item').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  keepItem(db, row);
  return row;
}

/** A fresh shop_order id from this node's block: increasing on a node, as the member's history lists orders by id. Gaps are harmless. */
export async function takeOrderId(db: Db): Promise<number> {
  const now = Date.now();
  let pool = idPools.get(db);
  if (!pool?.ids.length || now - pool.at > ID_BLOCK_MS) {
    const r = await sql<{ id: string }>`/* prepared:shop_order_ids */
      select nextval('shop_order_id_seq')::text as id from generate_series(1, ${ID_BLOCK}::int)`.execute(db);
    pool = { at: now, ids: r.rows.map((x) => Number(x.id)).sort((a, b) => b - a) };
    idPools.set(db, pool);
  }
  const id = pool.ids.pop();
  if (id === undefined) throw new Error('no shop order id drawn');
  return id;
}
