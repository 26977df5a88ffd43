import { bangkokDayStart } from '@contract/thai-calendar';
import type { Product } from '@contract/turnover';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import { turnoverRows } from '../ledger/steps';
import { lottoSettledStakesSql } from '../lotto';
import { addDays } from './days';

export type FigureRow = { member_id: number; product: Product; turnover: number; settled: number; payout: number };

/**
 * Every member's figures per product over the Bangkok days [from, to] (docs/rewards.md "Figures"), as
 * a relation for set-based SQL: `from ${figuresSql(a, b)} f`. Satang:
 * - turnover: the stakes recorded those days (turnover.stake: rolled-back game bets and refunded lotto
 *   bills are already taken out);
 * - settled: the stakes that were decided those days: a game's stake at once, a lotto bill's on the day
 *   it settles (lottoSettledStakesSql), so a bill drawn tomorrow counts tomorrow;
 * - payout: the wins credited those days (lotto wins and corrections on their settlement day).
 * Net loss is max(0, settled - payout) per product. Reads turnover by its day index, never balances.
 */
/** `memberId` narrows to one member: a number, or an SQL expression (a lateral join's column). */
export function figuresSql(from: string, to: string, memberId?: number | RawBuilder<unknown>): RawBuilder<FigureRow> {
  return sql<FigureRow>`(
    select f.member_id, f.product, sum(f.turnover)::bigint as turnover, sum(f.settled)::bigint as settled, sum(f.payout)::bigint as payout
      from (
        select member_id, product, stake as turnover, case when product = 'lotto' then 0 else stake end as settled, payout
          from ${turnoverRows({ from, to, member: memberId })} t
        union all
        select member_id, 'lotto', 0, stake, 0
          from ${lottoSettledStakesSql(bangkokDayStart(from), bangkokDayStart(addDays(to, 1)), memberId)} l
      ) f
     group by f.member_id, f.product)`;
}

/** One member's figures over [from, to] (today's running figures on the pages), satang. */
export async function memberFigures(db: Db, memberId: number, from: string, to: string): Promise<Omit<FigureRow, 'member_id'>[]> {
  const r =
    await sql<FigureRow>`select product, turnover, settled, payout from ${figuresSql(from, to, memberId)} f order by product`.execute(db);
  return r.rows.map((x) => ({ product: x.product, turnover: Number(x.turnover), settled: Number(x.settled), payout: Number(x.payout) }));
}
