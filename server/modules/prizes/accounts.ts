import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import { memberAccountId, openFreeSpinAccount, WalletType } from '../ledger';
import { mainWalletIdOf, memberAccountIdOf } from '../ledger/steps';

/**
 * The member accounts the prizes core moves (points, main wallet, free spins), their ids kept per
 * database: an account's id never changes once it is opened. The key is the database a handle reads
 * (its adapter, which a transaction shares with the handle it runs on), so a transaction finds what
 * the handle learnt. Bounded: at MAX members the map starts again.
 *
 * A free-spin account is opened on a member's first grant, perhaps inside a transaction that rolls
 * back, so its id is kept only when it was read outside a transaction (committed) or given by a
 * caller who read it so (`rememberAccounts`). Main wallets and points accounts are opened with the
 * member: a registration that rolls back takes its member id with it (ids are never reused).
 */
export type MemberAccountIds = { points: number; wallet: number; freeSpins: number | null };

type Known = { points?: number; wallet?: number; freeSpins?: number };
const MAX = 50_000;
const byDatabase = new WeakMap<object, Map<number, Known>>();

/** The identity of the database a handle (or a transaction on it) reads. */
export function databaseOf(db: Db): object {
  return db.getExecutor().adapter;
}

function known(db: Db): Map<number, Known> {
  const key = databaseOf(db);
  let m = byDatabase.get(key);
  if (!m) {
    m = new Map();
    byDatabase.set(key, m);
  }
  return m;
}

function keep(db: Db, memberId: number, ids: Known): void {
  const m = known(db);
  if (m.size >= MAX && !m.has(memberId)) m.clear();
  m.set(memberId, { ...m.get(memberId), ...ids });
}

/** Remembers ids the caller read in a committed snapshot (a statement outside a transaction, or a transaction's first). */
export function rememberAccounts(
  db: Db,
  memberId: number,
  ids: { points?: number | null; wallet?: number | null; freeSpins?: number | null },
) {
  const k: Known = {};
  if (ids.points) k.points = ids.points;
  if (ids.wallet) k.wallet = ids.wallet;
  if (ids.freeSpins) k.freeSpins = ids.freeSpins;
  keep(db, memberId, k);
}

export async function pointsAccountId(db: Db, memberId: number): Promise<number> {
  const hit = known(db).get(memberId)?.points;
  if (hit) return hit;
  const id = await memberAccountId(db, memberId, 'PTS');
  keep(db, memberId, { points: id });
  return id;
}

export async function walletAccountId(db: Db, memberId: number): Promise<number> {
  const hit = known(db).get(memberId)?.wallet;
  if (hit) return hit;
  const id = await memberAccountId(db, memberId);
  keep(db, memberId, { wallet: id });
  return id;
}

/** The member's free-spin account, opened at 0 on first use. */
export async function freeSpinAccountId(db: Db, memberId: number): Promise<number> {
  const hit = known(db).get(memberId)?.freeSpins;
  if (hit) return hit;
  const id = await openFreeSpinAccount(db, memberId);
  if (!db.isTransaction) keep(db, memberId, { freeSpins: id });
  return id;
}

/** The member's account ids as columns of another module's statement: points_account, wallet_account, free_spin_account. */
export function memberAccountColumns(memberId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`${memberAccountIdOf(memberId, 'PTS', WalletType.MAIN)} as points_account, ${mainWalletIdOf(memberId)} as wallet_account,
    ${memberAccountIdOf(memberId, 'PTS', WalletType.FREE_SPINS)} as free_spin_account`;
}

/** The member's points and wallet ids this node knows (free spins may be null: opened when a grant needs it), or null. */
export function knownAccounts(db: Db, memberId: number): MemberAccountIds | null {
  const k = known(db).get(memberId);
  return k?.points && k.wallet ? { points: k.points, wallet: k.wallet, freeSpins: k.freeSpins ?? null } : null;
}

/** Reads and keeps the member's ids in one statement unless known: a page the member opens before acting calls it. */
export async function warmAccounts(db: Db, memberId: number): Promise<void> {
  if (db.isTransaction || knownAccounts(db, memberId)) return;
  const r = await sql<{ points_account: number | null; wallet_account: number | null; free_spin_account: number | null }>`
    /* prepared:prizes_member_accounts */ select ${memberAccountColumns(sql`${memberId}::bigint`)}`.execute(db);
  const x = r.rows[0];
  rememberAccounts(db, memberId, { points: x?.points_account, wallet: x?.wallet_account, freeSpins: x?.free_spin_account });
}
