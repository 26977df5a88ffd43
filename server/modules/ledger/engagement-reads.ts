import { type RawBuilder, sql } from 'kysely';
import type { Db as Conn } from '../../db';
import type { Currency } from './accounts';

/**
 * Reads of the engagement features (points and VIP, docs/engagement.md): set-based, for the
 * points job's statements and the operators' report, by the partial indexes of migration 024.
 */

/** The id of the member `memberId`'s (an SQL expression) account of a currency and wallet type, as a scalar SQL expression (null when none). */
export function memberAccountIdOf(memberId: RawBuilder<unknown>, currency: Currency, walletType: number): RawBuilder<number | null> {
  return sql<number | null>`(select a.id from ledger_account a
     where a.member_id = ${memberId} and a.currency = ${currency}::text and a.wallet_type_id = ${walletType}::int)`;
}

/**
 * Every member's posted deposits (satang) into their baht accounts made at or after `from` and before
 * `until` (null: no end), as a relation (member_id, amount) for another module's statement. By the
 * deposits' time index (migration 024), so it costs the window's deposits, not the ledger.
 */
export function depositsByMember(from: Date, until: Date | null): RawBuilder<{ member_id: number; amount: number }> {
  return sql<{ member_id: number; amount: number }>`(
    select a.member_id, sum(t.amount)::bigint as amount
      from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
     where t.kind = 'deposit' and t.status = 'posted' and t.created_at >= ${from}::timestamptz
       ${until ? sql`and t.created_at < ${until}::timestamptz` : sql``}
       and a.member_id is not null and a.currency = 'THB'
     group by a.member_id)`;
}

export type EngagementMove = { day: string; kind: string; source: string; count: number; amount: number };

/**
 * The engagement movements (points earned, spent and refunded, baht prizes, free spins granted, used
 * and won) per Bangkok day, kind and source from `from` to `to` (inclusive days): the source is the
 * metadata's `source`, else the first part of the transfer's key ('wheel:12:prize' -> 'wheel').
 * Amounts in stored units (hundredths of a point, satang, spins).
 */
export async function engagementMovesByDay(db: Conn, from: string, to: string): Promise<EngagementMove[]> {
  const r = await sql<{ day: string; kind: string; source: string; count: string; amount: string }>`
    select to_char((t.created_at at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as day, t.kind,
           coalesce(t.metadata->>'source', split_part(t.idempotency_key, ':', 1)) as source,
           count(*)::text as count, sum(t.amount)::text as amount
      from ledger_transfer t
     where t.kind in ('points_earn', 'points_spend', 'points_refund', 'prize', 'free_spin_grant', 'free_spin_use', 'free_spin_win')
       and t.status = 'posted'
       and t.created_at >= (${from}::date::timestamp at time zone 'Asia/Bangkok')
       and t.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Bangkok')
     group by 1, 2, 3 order by 1, 2, 3`.execute(db);
  return r.rows.map((x) => ({ day: x.day, kind: x.kind, source: x.source, count: Number(x.count), amount: Number(x.amount) }));
}
