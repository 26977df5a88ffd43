import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { TransferKind } from './transfers';

type Conn = Kysely<Database>;

/** A transfer as statements and receipts show it. */
export type TransferRecord = {
  id: number;
  kind: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  status: 'posted' | 'pending' | 'voided';
  debit_balance_after: number | null;
  credit_balance_after: number | null;
  reference: string | null;
  metadata: unknown;
  created_by_operator: number | null;
  created_at: Date;
  settled_at: Date | null;
};

/** One transfer by id, undefined when there is none. */
export async function transferById(db: Conn, id: number): Promise<TransferRecord | undefined> {
  const row = await db.selectFrom('ledger_transfer').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { idempotency_key: _key, currency: _currency, ...record } = row;
  return record;
}

/**
 * The transfer made under `key` (an SQL text expression of the caller's statement), as a scalar
 * SQL expression: its id, or null. Found by the key's unique index, row by row.
 */
export function transferIdByKey(key: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(select t.id from ledger_transfer t where t.idempotency_key = ${key})`;
}

export type StatementQuery = {
  /** Only these kinds (all when empty or absent). */
  kinds?: readonly string[];
  /** Transfers with an id below this one (keyset paging). */
  before?: number;
  /** Created at or after / before these instants. */
  from?: Date;
  until?: Date;
  limit: number;
};

/**
 * The transfers touching any of `accounts`, newest first, keyset-paged by id: two index-ordered
 * halves (debit side, credit side) merged, so a page costs the same however long the history is.
 * The caller decides whose accounts these are.
 */
export async function accountTransfers(db: Conn, accounts: readonly number[], q: StatementQuery): Promise<TransferRecord[]> {
  if (accounts.length === 0) return [];
  const ids = sql.join(accounts);
  const conds: RawBuilder<unknown>[] = [sql`true`];
  if (q.before) conds.push(sql`t.id < ${q.before}`);
  if (q.kinds && q.kinds.length > 0) conds.push(sql`t.kind in (${sql.join(q.kinds)})`);
  if (q.from) conds.push(sql`t.created_at >= ${q.from}`);
  if (q.until) conds.push(sql`t.created_at < ${q.until}`);
  const where = sql.join(conds, sql` and `);
  const cols = sql`t.id, t.kind, t.debit_account_id, t.credit_account_id, t.amount, t.status, t.debit_balance_after,
    t.credit_balance_after, t.reference, t.metadata, t.created_by_operator, t.created_at, t.settled_at`;
  const { rows } = await sql<TransferRecord>`
    select * from (
      (select ${cols} from ledger_transfer t where t.debit_account_id in (${ids}) and ${where} order by t.id desc limit ${q.limit})
      union
      (select ${cols} from ledger_transfer t where t.credit_account_id in (${ids}) and ${where} order by t.id desc limit ${q.limit})
    ) x order by x.id desc limit ${q.limit}`.execute(db);
  return rows;
}

/** How many transfers touch an account (either side), by its two indexes: a paged history's total. */
export async function accountTransferCount(db: Conn, accountId: number): Promise<number> {
  const r = await sql<{ n: number }>`
    select ((select count(*) from ledger_transfer where debit_account_id = ${accountId}::bigint)
          + (select count(*) from ledger_transfer where credit_account_id = ${accountId}::bigint))::int as n`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** Satang credited by posted transfers of a kind (deposits) into any of the member's baht wallets since `since`. */
export async function creditedSince(db: Conn, memberId: number, kind: TransferKind, since: Date): Promise<number> {
  const row = await db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_account as a', 'a.id', 't.credit_account_id')
    .select(sql<string | number | null>`sum(t.amount)`.as('total'))
    .where('a.member_id', '=', memberId)
    .where('a.currency', '=', 'THB')
    .where('t.kind', '=', kind)
    .where('t.status', '=', 'posted')
    .where('t.created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Satang credited by posted transfers of a kind into the member's baht wallets strictly after
 * `after`, a timestamptz's text to the microsecond (`started_at::text`): a movement made in the same
 * transaction as that moment (the same database time) is left out, a later one counted. Wagering
 * requirements: the deposits after the grant, whose own deposit is already the member's own money.
 */
export async function creditedAfter(db: Conn, memberId: number, kind: TransferKind, after: string): Promise<number> {
  const r = await sql<{ total: number | null }>`/* prepared:ledger_credited_after */
    select sum(t.amount)::bigint as total
      from ledger_account a join ledger_transfer t on t.credit_account_id = a.id
     where a.member_id = ${memberId}::bigint and a.currency = 'THB' and t.kind = ${kind}::text and t.status = 'posted'
       and t.created_at > ${after}::timestamptz`.execute(db);
  return Number(r.rows[0]?.total ?? 0);
}

/** How many transfers of a kind whose metadata contains `metadata`, and their sum (satang): reports and bench checks. */
export async function transferTotals(
  db: Conn,
  kind: TransferKind,
  metadata: Record<string, unknown>,
): Promise<{ count: number; total: number }> {
  const row = await sql<{ n: string; total: string }>`
    select count(*)::text as n, coalesce(sum(t.amount), 0)::text as total
      from ledger_transfer t where t.kind = ${kind} and t.metadata @> ${JSON.stringify(metadata)}::jsonb`.execute(db);
  return { count: Number(row.rows[0].n), total: Number(row.rows[0].total) };
}

/**
 * `creditedSince` as a scalar SQL expression of another module's statement (satang, 0 when none):
 * what posted transfers of a kind credited into the baht wallets of the member `memberId` (an SQL
 * expression) at or after `since`.
 */
export function creditedSinceOf(memberId: RawBuilder<unknown>, kind: TransferKind, since: Date): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(t.amount), 0)::bigint
      from ledger_account a join ledger_transfer t on t.credit_account_id = a.id
     where a.member_id = ${memberId} and a.currency = 'THB' and t.kind = ${kind}::text and t.status = 'posted'
       and t.created_at >= ${since}::timestamptz)`;
}
