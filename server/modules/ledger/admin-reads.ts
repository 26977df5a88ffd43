import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Conn = Kysely<Database>;

/** One line of a member's statement for the back office (satang, signed from the member's side). */
export type MemberLedgerLine = {
  id: number;
  kind: string;
  /** + into one of the member's baht wallets, - out of it; a move between two of them shows as incoming. */
  amount: number;
  balance_after: number | null;
  status: 'posted' | 'pending' | 'voided';
  wallet_name: string;
  reference: string | null;
  metadata: unknown;
  created_by_operator: number | null;
  created_at: Date;
};

/**
 * The transfers touching the member's baht wallets, offset-paged with a total and ordered by
 * `sort` (created_at or the signed amount) for the back office's statement tab. Only that member's
 * accounts are read. Bangkok day bounds come from the caller as instants.
 */
export async function memberLedgerPage(
  db: Conn,
  memberId: number,
  q: {
    kinds?: readonly string[];
    from?: Date;
    until?: Date;
    sort: 'created_at' | 'amount';
    dir: 'asc' | 'desc';
    page: number;
    page_size: number;
  },
): Promise<{ items: MemberLedgerLine[]; total: number }> {
  const conds = [sql`true`];
  if (q.kinds && q.kinds.length > 0) conds.push(sql`t.kind in (${sql.join(q.kinds)})`);
  if (q.from) conds.push(sql`t.created_at >= ${q.from}`);
  if (q.until) conds.push(sql`t.created_at < ${q.until}`);
  const where = sql.join(conds, sql` and `);
  const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
  const order = q.sort === 'amount' ? sql`x.amount ${dir}, x.id ${dir}` : sql`x.created_at ${dir}, x.id ${dir}`;
  const lines = sql`
    with mine as (select id, name from ledger_account where member_id = ${memberId} and currency = 'THB'),
    lines as (
      select t.id, t.kind, t.status, t.reference, t.metadata, t.created_by_operator, t.created_at,
        case when c.id is not null then t.amount else -t.amount end as amount,
        case when c.id is not null then t.credit_balance_after else t.debit_balance_after end as balance_after,
        coalesce(c.name, d.name) as wallet_name
      from ledger_transfer t
      left join mine c on c.id = t.credit_account_id
      left join mine d on d.id = t.debit_account_id
      where (c.id is not null or d.id is not null) and ${where}
    )`;
  const [count, rows] = await Promise.all([
    sql<{ total: string | number }>`${lines} select count(*) as total from lines`.execute(db),
    sql<MemberLedgerLine>`${lines} select * from lines x order by ${order} limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`.execute(
      db,
    ),
  ]);
  return {
    total: Number(count.rows[0]?.total ?? 0),
    items: rows.rows.map((r) => ({
      ...r,
      amount: Number(r.amount),
      balance_after: r.balance_after === null ? null : Number(r.balance_after),
      created_at: new Date(r.created_at),
    })),
  };
}

/** Satang held in the member's baht wallets for pending withdrawals. */
export async function memberPendingOut(db: Conn, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_account')
    .select(sql<string>`coalesce(sum(pending_out), 0)`.as('held'))
    .where('member_id', '=', memberId)
    .where('currency', '=', 'THB')
    .executeTakeFirstOrThrow();
  return Number(row.held);
}
