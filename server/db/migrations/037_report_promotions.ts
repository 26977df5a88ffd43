import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The dashboard's promotion cost (docs/reports.md): the rollup now folds the ledger kinds promotions
 * pay with (metric 'promo' of `report_day`, one row a day and part). Transfers folded before this
 * migration were skipped by the fold, so their figures are added here once, up to the watermark (the
 * fold adds everything after it). The parts are those of server/modules/reports/figures.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    insert into report_day (day, metric, dim, count, amount, house)
    select (t.created_at at time zone 'Asia/Bangkok')::date, 'promo',
           case when t.kind = 'bonus' and t.metadata->>'coupon_id' is null then 'bonus'
                when t.kind in ('bonus', 'prize', 'free_spin_win') then 'free_credit'
                when t.kind in ('cashback', 'refund') then 'cashback'
                when t.kind = 'commission' then 'commission'
                else 'forfeit' end,
           count(*), sum(t.amount), sum(case when t.kind = 'bonus_forfeit' then t.amount else -t.amount end)
      from ledger_transfer t
     where t.id <= (select last_id from report_watermark where name = 'ledger')
       and t.status = 'posted' and t.currency = 'THB'
       and t.kind in ('bonus', 'bonus_forfeit', 'cashback', 'refund', 'commission', 'prize', 'free_spin_win')
     group by 1, 2, 3
    on conflict (day, metric, dim) do update
      set count = report_day.count + excluded.count, amount = report_day.amount + excluded.amount,
          house = report_day.house + excluded.house
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, `delete from report_day where metric = 'promo'`);
}
