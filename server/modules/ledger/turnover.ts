import { bangkokToday } from '@contract/fields';
import type { Product } from '@contract/turnover';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';

export type { Product };

export type TurnoverEntry = { key: string; memberId: number; product: Product; stake?: number; payout?: number; at?: Date };

/**
 * Records a stake (and later its payout) against the member's turnover for the Bangkok day and
 * product, once per key. Cashback, refunds, promotions, quests and affiliate earnings read these
 * rows, never balances (docs/ledger.md "Turnover"). Call it inside the stake's own transaction.
 * One statement; true when this key was new.
 */
export async function recordTurnover(trx: Db, entry: TurnoverEntry): Promise<boolean> {
  const steps = turnoverSteps(entry);
  const r = await sql<{ recorded: boolean }>`/* prepared:ledger_turnover */ with ${steps.ctes} select ${steps.columns}`.execute(trx);
  return r.rows[0].recorded;
}

/**
 * The turnover record as the steps of one statement (CTEs named `tv_*`): the key's entry (skipped if
 * the key was recorded before, or when `when` does not hold), then the day's sum, only for a new
 * entry. `columns` answers `recorded`. movement.ts puts these steps into a caller's statement behind
 * the movement the turnover belongs to; there `at` may be an SQL timestamp from the caller's own
 * steps (a win counts on its bet's day), whose Bangkok day PostgreSQL works out as bangkokToday does.
 */
export function turnoverSteps(entry: TurnoverEntry, when: RawBuilder<unknown> = sql`true`, at?: RawBuilder<unknown>) {
  const ctes = sql`
    tv_entry as (
      insert into turnover_entry (idempotency_key, member_id)
      select ${entry.key}::text, ${entry.memberId}::bigint where ${when}
      on conflict (idempotency_key) do nothing
      returning member_id),
    ${turnoverSumStep(entry, sql`exists (select 1 from tv_entry)`, at)}`;
  return { ctes, columns: sql`exists (select 1 from tv_entry) as recorded` };
}

/**
 * The day's sum alone (CTE `tv_sum`), when `when` holds: for a caller whose own claim, in the same
 * statement, already makes the record happen once (an in-house round's bet id), so no entry of its
 * key is needed. `entry.key` is not used.
 */
export function turnoverSumStep(entry: Omit<TurnoverEntry, 'key'>, when: RawBuilder<unknown>, at?: RawBuilder<unknown>) {
  const stake = entry.stake ?? 0;
  const payout = entry.payout ?? 0;
  return turnoverSumsStep(
    sql`(select ${entry.memberId}::bigint as member_id, ${entry.product}::text as product, ${stake}::bigint as stake,
                ${payout}::bigint as payout where ${when})`,
    at ? bangkokDayOf(at) : sql`${bangkokToday(entry.at)}::date`,
  );
}

/** The Bangkok day of an SQL timestamp, as bangkokToday works it out in JavaScript. */
export const bangkokDayOf = (at: RawBuilder<unknown>) => sql`(${at} at time zone 'Asia/Bangkok')::date`;

/**
 * The day's sums of many stakes (CTE `tv_sum`): `source` has rows of member_id, product, stake and
 * payout (a stake counts as one bet), added up per member and product for `day` and locked in that
 * order, so two statements never deadlock.
 */
export function turnoverSumsStep(source: RawBuilder<unknown>, day: RawBuilder<unknown>) {
  return sql`
    tv_sum as (
      insert into turnover (member_id, day, product, stake, payout, count)
      select s.member_id, ${day}, s.product, sum(s.stake), sum(s.payout), count(*) filter (where s.stake > 0)
        from ${source} s
       group by s.member_id, s.product
       order by s.member_id, s.product
      on conflict (member_id, day, product) do update
        set stake = turnover.stake + excluded.stake, payout = turnover.payout + excluded.payout, count = turnover.count + excluded.count
      returning 1)`;
}

export type TurnoverRow = { key: string; memberId: number; stake?: number; payout?: number };

/**
 * Records many stakes or payouts against members' turnover for one Bangkok day and product, once per
 * key, in ONE statement (as `recordTurnover` does for one): settlement's winnings. Rows are locked in
 * member order, so two batches never deadlock. Answers how many keys were new.
 */
export async function recordTurnovers(trx: Db, product: Product, at: Date, rows: TurnoverRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const values = rows.map((r) => ({ key: r.key, member_id: r.memberId, stake: r.stake ?? 0, payout: r.payout ?? 0 }));
  const res = await sql<{ n: number }>`/* prepared:lotto_record_turnovers */
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(key text, member_id bigint, stake bigint, payout bigint)),
    fresh as (
      insert into turnover_entry (idempotency_key, member_id)
      select key, member_id from v order by key
      on conflict (idempotency_key) do nothing
      returning idempotency_key),
    sums as (
      select v.member_id, sum(v.stake) as stake, sum(v.payout) as payout, count(*) filter (where v.stake > 0) as n
        from v join fresh f on f.idempotency_key = v.key
       group by v.member_id),
    up as (
      insert into turnover (member_id, day, product, stake, payout, count)
      select member_id, ${bangkokToday(at)}::date, ${product}::text, stake, payout, n from sums order by member_id
      on conflict (member_id, day, product) do update
        set stake = turnover.stake + excluded.stake, payout = turnover.payout + excluded.payout, count = turnover.count + excluded.count
      returning 1)
    select (select count(*) from fresh)::int as n, (select count(*) from up)::int as members`.execute(trx);
  return res.rows[0].n;
}
