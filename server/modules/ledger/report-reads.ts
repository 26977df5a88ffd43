import { type RawBuilder, sql } from 'kysely';
import type { Db as Conn } from '../../db';

/**
 * The kinds the back office's daily rollups fold (server/modules/reports, docs/reports.md). Each is
 * posted when it is made, so a row's figures never change after it is seen; withdrawals are holds
 * posted later and are read by the day they were paid instead (`paidWithdrawalsByDay`).
 */
const FOLDED_KINDS = [
  'deposit',
  'game_bet',
  'game_win',
  'game_rollback',
  'lotto_bill',
  'lotto_win',
  'lotto_refund',
  'lotto_correction',
  'sport_bet',
  'sport_win',
  'sport_correction',
  // What promotions cost the house (the dashboard's promotion cost): bonuses and coupon credit,
  // bonuses taken back, cashback and the weekly refund, commission, prizes and free-spin wins.
  'bonus',
  'bonus_forfeit',
  'cashback',
  'refund',
  'commission',
  'prize',
  'free_spin_win',
];

/** Kinds whose member is the debit side; every other folded kind but corrections credits the member. */
const MEMBER_PAYS = "('game_bet', 'lotto_bill', 'sport_bet', 'bonus_forfeit')";
/** Kinds that may go either way: the member is whichever side is not a house account. */
const EITHER_WAY = "('lotto_correction', 'sport_correction')";

/**
 * The posted transfers with `after < id <= upto` (SQL expressions), as a relation for the reports'
 * own statements: id, day (Bangkok, of created_at), kind, member_id (the member side's), amount,
 * house_in (the amount signed as the house sees it: + when the house is credited), game_id and
 * round_id (text, from the metadata of game and lotto transfers), coupon_id (text, a bonus a coupon
 * gave rather than a promotion). Found by the primary key range;
 * one account is read a row (the member's side, known from the kind), two for a lotto or sport
 * correction, which may go either way.
 */
export function reportedTransfers(after: RawBuilder<unknown>, upto: RawBuilder<unknown> | null): RawBuilder<unknown> {
  return sql`(select t.id, (t.created_at at time zone 'Asia/Bangkok')::date as day, t.kind,
                     coalesce(m.member_id, d.member_id) as member_id, t.amount,
                     case when t.kind in ${sql.raw(MEMBER_PAYS)} or m.member_id is null then t.amount else -t.amount end as house_in,
                     t.metadata->>'game_id' as game_id, t.metadata->>'round_id' as round_id,
                     t.metadata->>'coupon_id' as coupon_id
                from ledger_transfer t
                join ledger_account m
                  on m.id = case when t.kind in ${sql.raw(MEMBER_PAYS)} then t.debit_account_id else t.credit_account_id end
                left join ledger_account d on t.kind in ${sql.raw(EITHER_WAY)} and m.member_id is null and d.id = t.debit_account_id
               where t.id > ${after} ${upto === null ? sql`` : sql`and t.id <= ${upto}`}
                 and t.status = 'posted' and t.currency = 'THB'
                 and t.kind in (${sql.raw(FOLDED_KINDS.map((k) => `'${k}'`).join(', '))}))`;
}

/**
 * Where the next fold of at most `batch` transfers after `after` may end: before the first one made
 * at or after `cutoff` (a transfer that recent may have neighbours with lower ids not yet committed),
 * else at the last one. Answers `after` when there is nothing to fold.
 */
export async function reportFoldEnd(db: Conn, after: number, batch: number, cutoff: Date): Promise<number> {
  const r = await sql<{ upto: string }>`/* prepared:ledger_report_fold_end */
    select coalesce(min(id) filter (where created_at >= ${cutoff}::timestamptz) - 1, max(id), ${after}::bigint)::text as upto
      from (select id, created_at from ledger_transfer where id > ${after}::bigint order by id limit ${batch}::int) t`.execute(db);
  return Number(r.rows[0].upto);
}

export type DayFigure = { day: string; count: number; amount: number };

/** Withdrawals paid (posted) per Bangkok day of payment, from `from` to `to` (inclusive days, 'YYYY-MM-DD'). */
export async function paidWithdrawalsByDay(db: Conn, from: string, to: string): Promise<DayFigure[]> {
  const r = await sql<{ day: string; count: string; amount: string }>`/* prepared:ledger_paid_withdrawals */
    select to_char((settled_at at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as day, count(*)::text as count, sum(amount)::text as amount
      from ledger_transfer
     where kind = 'withdrawal' and status = 'posted'
       and settled_at >= (${from}::date::timestamp at time zone 'Asia/Bangkok')
       and settled_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Bangkok')
     group by 1 order by 1`.execute(db);
  return r.rows.map((x) => ({ day: x.day, count: Number(x.count), amount: Number(x.amount) }));
}

/**
 * Transfers of a kind out of members' accounts of a wallet type (affiliate redeems out of the
 * affiliate accounts), per Bangkok day from `from` to `to` (inclusive days): each account's debits by
 * the debit index, so the cost follows those accounts' histories, not the whole ledger.
 */
export async function memberDebitsByDay(db: Conn, kind: string, walletType: number, from: string, to: string): Promise<DayFigure[]> {
  const r = await sql<{ day: string; count: string; amount: string }>`
    select to_char((t.created_at at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as day, count(*)::text as count, sum(t.amount)::text as amount
      from ledger_account a
      join ledger_transfer t on t.debit_account_id = a.id
     where a.wallet_type_id = ${walletType}::int and a.member_id is not null
       and t.kind = ${kind}::text and t.status = 'posted'
       and t.created_at >= (${from}::date::timestamp at time zone 'Asia/Bangkok')
       and t.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Bangkok')
     group by 1 order by 1`.execute(db);
  return r.rows.map((x) => ({ day: x.day, count: Number(x.count), amount: Number(x.amount) }));
}

export type SourceDayFigure = DayFigure & { source: string };

/**
 * Transfers into members' accounts of a wallet type (free spins granted into the free-spin accounts),
 * per Bangkok day from `from` to `to` (inclusive days) and source: the first part of the movement's
 * idempotency key ('coupon', 'wheel', 'quest', 'shop', ...). Each account's credits by the credit index.
 */
export async function memberCreditsByDayAndSource(db: Conn, walletType: number, from: string, to: string): Promise<SourceDayFigure[]> {
  const r = await sql<{ day: string; source: string; count: string; amount: string }>`
    select to_char((t.created_at at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as day,
           split_part(t.idempotency_key, ':', 1) as source, count(*)::text as count, sum(t.amount)::text as amount
      from ledger_account a
      join ledger_transfer t on t.credit_account_id = a.id
     where a.wallet_type_id = ${walletType}::int and a.member_id is not null and t.status = 'posted'
       and t.created_at >= (${from}::date::timestamp at time zone 'Asia/Bangkok')
       and t.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Bangkok')
     group by 1, 2 order by 1, 2`.execute(db);
  return r.rows.map((x) => ({ day: x.day, source: x.source, count: Number(x.count), amount: Number(x.amount) }));
}
