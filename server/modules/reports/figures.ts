import { type RawBuilder, sql } from 'kysely';
import { gameProductOf } from '../games';
import { roundCategoryOf } from '../lotto';

/**
 * The rollup's figures of a relation `t` of ledger transfers (ledger `reportedTransfers`), as CTEs
 * ending in `figs` (day, metric, dim, count, amount, house). `fold` remembers the members it counts
 * (first depositors, active by day and by month) by inserting them; a read only leaves out those
 * remembered already, so rollup + tail counts each member once.
 *
 * metric 'deposit': deposits (count, amount); 'first_deposit', 'active' (count); 'active_month'
 * (count, on the month's first day); 'game' per product and 'lotto' per category: count (bets,
 * bills less refunds), amount (turnover, sales), house (what the house kept). The in-house
 * sportsbook (sport_bet, sport_win, sport_correction) counts as the game product 'sport'.
 * 'promo' per kind of promotion cost (PROMO_DIMS): count, amount (what the house paid; for 'forfeit'
 * what it took back).
 */
/** The ledger kinds the promotion cost is made of (ledger `reportedTransfers` folds them). */
const PROMO_KINDS = "('bonus', 'bonus_forfeit', 'cashback', 'refund', 'commission', 'prize', 'free_spin_win')";

/**
 * The promotion cost's parts (contract/reports.ts `DashboardPromotionCost`): a promotion's bonus;
 * free credit (a coupon's credit, prizes of the wheel, quests, polls and shop, free-spin wins);
 * cashback (daily, and the weekly win/loss refund); commission; bonuses taken back.
 */
const promoDim = sql`case when kind = 'bonus' and coupon_id is null then 'bonus'
                          when kind in ('bonus', 'prize', 'free_spin_win') then 'free_credit'
                          when kind in ('cashback', 'refund') then 'cashback'
                          when kind = 'commission' then 'commission'
                          else 'forfeit' end`;

export function figureSteps(mode: 'fold' | 'read'): RawBuilder<unknown> {
  const firstDeposits = sql`select member_id, min(day) as day from t where kind = 'deposit' group by member_id`;
  const stakes = sql`select distinct day, member_id from t where kind in ('game_bet', 'lotto_bill', 'sport_bet')`;
  const months = sql`select distinct date_trunc('month', day)::date as month, member_id from t where kind in ('game_bet', 'lotto_bill', 'sport_bet')`;
  const remembered =
    mode === 'fold'
      ? sql`
    first_new as (
      insert into report_first_deposit (member_id, day) ${firstDeposits} order by member_id
      on conflict (member_id) do nothing returning day),
    active_new as (
      insert into report_active (day, member_id) ${stakes} order by day, member_id
      on conflict (day, member_id) do nothing returning day),
    month_new as (
      insert into report_active_month (month, member_id) ${months} order by month, member_id
      on conflict (month, member_id) do nothing returning month),`
      : sql`
    first_new as (
      select f.day from (${firstDeposits}) f
       where not exists (select 1 from report_first_deposit r where r.member_id = f.member_id)),
    active_new as (
      select a.day from (${stakes}) a
       where not exists (select 1 from report_active r where r.day = a.day and r.member_id = a.member_id)),
    month_new as (
      select m.month from (${months}) m
       where not exists (select 1 from report_active_month r where r.month = m.month and r.member_id = m.member_id)),`;
  return sql`
    ${remembered}
    -- Grouped before the catalogue is asked: one lookup a game or round and day, not one a transfer.
    ga as (
      select day, kind, game_id, round_id, count(*) as n, sum(amount) as amount, sum(house_in) as house_in
        from t where kind like 'game%' or kind like 'lotto%' or kind like 'sport%' group by day, kind, game_id, round_id),
    g as (
      select ga.*,
             case when ga.kind like 'game%' then coalesce(${gameProductOf(sql`ga.game_id`)}, 'other')
                  when ga.kind like 'sport%' then 'sport'
                  else coalesce(${roundCategoryOf(sql`ga.round_id`)}, 'other') end as dim
        from ga),
    figs as (
      select day, 'deposit' as metric, '' as dim, count(*) as count, sum(amount) as amount, 0::bigint as house
        from t where kind = 'deposit' group by day
      union all
      select day, 'game', dim, coalesce(sum(n) filter (where kind in ('game_bet', 'sport_bet')), 0),
             sum(case kind when 'game_bet' then amount when 'sport_bet' then amount when 'game_rollback' then -amount else 0 end), sum(house_in)
        from g where kind like 'game%' or kind like 'sport%' group by day, dim
      union all
      select day, 'lotto', dim, coalesce(sum(n) filter (where kind = 'lotto_bill'), 0) - coalesce(sum(n) filter (where kind = 'lotto_refund'), 0),
             sum(case kind when 'lotto_bill' then amount when 'lotto_refund' then -amount else 0 end), sum(house_in)
        from g where kind like 'lotto%' group by day, dim
      union all
      select day, 'promo', ${promoDim}, count(*), sum(amount), sum(house_in)
        from t where kind in ${sql.raw(PROMO_KINDS)} group by 1, 2, 3
      union all
      select day, 'first_deposit', '', count(*), 0, 0 from first_new group by day
      union all
      select day, 'active', '', count(*), 0, 0 from active_new group by day
      union all
      select month, 'active_month', '', count(*), 0, 0 from month_new group by month)`;
}
