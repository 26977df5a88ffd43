import { bangkokToday } from '@contract/fields';
import { GAME_CATEGORIES } from '@contract/games-names';
import { satangToBaht } from '@contract/money';
import type { Dashboard, DashboardDay, DashboardFigures, DashboardFold } from '@contract/reports';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { registrationsByDay } from '../account';
import { paidWithdrawalsByDay, reportedTransfers, reportFoldEnd } from '../ledger/steps';
import { categoryNames } from '../lotto';
import { figureSteps } from './figures';

const SERIES_DAYS = 30;
/** A transfer waiting longer than this for the fold (which leaves only the last 10 s) means the fold lags. */
export const FOLD_LAG_LIMIT_MS = 60_000;

type Row = { day: string; metric: string; dim: string; count: number; amount: number; house: number };

/** 'YYYY-MM-DD' moved by `n` days. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The rollup's rows from `from` to `to` (days) plus the transfers not folded yet (the tail after the
 * watermark), read in one snapshot (repeatable read) so a fold that commits between the two reads
 * cannot count a transfer twice or not at all. The watermark is read first and passed as a value, so
 * the planner knows the tail is small (a parameter it cannot see is taken for a third of the table:
 * hash joins over every account, and a JIT compile that costs a second); JIT is off for the same reason.
 */
async function rolledUp(db: Db, from: string, to: string, now: Date): Promise<{ rows: Row[]; fold: DashboardFold }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      const wm = await sql<{ last_id: string; folded_at: Date | null }>`
        select last_id::text, folded_at from report_watermark where name = 'ledger'`.execute(trx);
      const after = wm.rows[0].last_id;
      const r = await sql<{ day: string; metric: string; dim: string; count: string; amount: string; house: string }>`
        with t as ${reportedTransfers(sql`${after}::bigint`, null)},
        ${figureSteps('read')},
        rows as (
          select day, metric, dim, count, amount, house from report_day
           where day between ${from}::date and ${to}::date
          union all
          select day, metric, dim, count, amount, house from figs
           where day between ${from}::date and ${to}::date)
        select to_char(day, 'YYYY-MM-DD') as day, metric, dim,
               sum(count)::text as count, sum(amount)::text as amount, sum(house)::text as house
          from rows group by day, metric, dim
        union all
        select '', 'pending', '', count(*)::text, '0', '0' from t`.execute(trx);
      // The first transfer after the watermark, if it is older than the limit, is where a fold with
      // that cutoff would end: the ledger's own answer to "does anything old wait?" (one row read).
      const cutoff = new Date(now.getTime() - FOLD_LAG_LIMIT_MS);
      const lagging = (await reportFoldEnd(trx, Number(after), 1, cutoff)) > Number(after);
      const rows = r.rows.map((x) => ({ ...x, count: Number(x.count), amount: Number(x.amount), house: Number(x.house) }));
      const pending = rows.find((x) => x.metric === 'pending')?.count ?? 0;
      const folded = wm.rows[0].folded_at;
      return {
        rows: rows.filter((x) => x.metric !== 'pending'),
        fold: {
          folded_at: folded ? new Date(folded).toISOString() : null,
          pending,
          lagging,
          lag_limit_seconds: FOLD_LAG_LIMIT_MS / 1000,
        },
      };
    });
}

type Sums = { count: number; amount: number; house: number };
const zero = (): Sums => ({ count: 0, amount: 0, house: 0 });

/** Adds up the rows whose day passes `inPeriod` into one period's figures. */
function figuresOf(
  rows: Row[],
  inPeriod: (day: string) => boolean,
  extra: { withdrawals: Sums; newMembers: number; activeMembers: number },
  lottoNames: Map<string, string>,
): DashboardFigures {
  const deposits = zero();
  let firstDepositors = 0;
  const games = new Map<string, Sums>(GAME_CATEGORIES.map((p) => [p, zero()]));
  const lotto = new Map<string, Sums>([...lottoNames.keys()].map((c) => [c, zero()]));
  const add = (into: Sums, r: Row) => {
    into.count += r.count;
    into.amount += r.amount;
    into.house += r.house;
  };
  for (const r of rows) {
    if (!inPeriod(r.day)) continue;
    if (r.metric === 'deposit') add(deposits, r);
    else if (r.metric === 'first_deposit') firstDepositors += r.count;
    else if (r.metric === 'game') add(games.get(r.dim) ?? games.set(r.dim, zero()).get(r.dim) ?? zero(), r);
    else if (r.metric === 'lotto') add(lotto.get(r.dim) ?? lotto.set(r.dim, zero()).get(r.dim) ?? zero(), r);
  }
  const gameList = [...games].map(([product, s]) => ({
    product,
    turnover: satangToBaht(s.amount),
    house_result: satangToBaht(s.house),
    bets: s.count,
  }));
  const lottoList = [...lotto].map(([category, s]) => ({
    category,
    name: lottoNames.get(category) ?? category,
    sales: satangToBaht(s.amount),
    house_result: satangToBaht(s.house),
    bills: s.count,
  }));
  const total = (xs: Sums[], k: 'amount' | 'house') => satangToBaht(xs.reduce((a, s) => a + s[k], 0));
  return {
    deposits: { count: deposits.count, amount: satangToBaht(deposits.amount) },
    withdrawals: { count: extra.withdrawals.count, amount: satangToBaht(extra.withdrawals.amount) },
    net_cash_flow: satangToBaht(deposits.amount - extra.withdrawals.amount),
    new_members: extra.newMembers,
    first_depositors: firstDepositors,
    active_members: extra.activeMembers,
    games: gameList,
    games_total: { turnover: total([...games.values()], 'amount'), house_result: total([...games.values()], 'house') },
    lotto: lottoList,
    lotto_total: { sales: total([...lotto.values()], 'amount'), house_result: total([...lotto.values()], 'house') },
  };
}

/**
 * The back office dashboard (docs/reports.md): today and this month (Bangkok) and the last 30 days,
 * from the daily rollups plus the tail not folded yet, withdrawals paid and members registered.
 */
export async function dashboard(db: Db, now: Date = new Date()): Promise<Dashboard> {
  const today = bangkokToday(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const seriesStart = addDays(today, -(SERIES_DAYS - 1));
  const from = monthStart < seriesStart ? monthStart : seriesStart;
  const [{ rows, fold }, withdrawals, registrations, categories] = await Promise.all([
    rolledUp(db, from, today, now),
    paidWithdrawalsByDay(db, from, today),
    registrationsByDay(db, from, today),
    categoryNames(db),
  ]);
  const lottoNames = new Map(categories.map((c) => [c.code, c.name]));
  const byDay = (day: string) => {
    const w = withdrawals.find((x) => x.day === day);
    return {
      withdrawals: { count: w?.count ?? 0, amount: w?.amount ?? 0, house: 0 },
      newMembers: registrations.find((x) => x.day === day)?.count ?? 0,
      activeMembers: rows.find((r) => r.day === day && r.metric === 'active')?.count ?? 0,
    };
  };
  const inMonth = (day: string) => day >= monthStart && day <= today;
  const monthExtra = {
    withdrawals: withdrawals
      .filter((x) => inMonth(x.day))
      .reduce((a, x) => ({ count: a.count + x.count, amount: a.amount + x.amount, house: 0 }), zero()),
    newMembers: registrations.filter((x) => inMonth(x.day)).reduce((a, x) => a + x.count, 0),
    activeMembers: rows.find((r) => r.day === monthStart && r.metric === 'active_month')?.count ?? 0,
  };
  const series: DashboardDay[] = [];
  for (let i = 0; i < SERIES_DAYS; i++) {
    const day = addDays(seriesStart, i);
    const f = figuresOf(rows, (d) => d === day, byDay(day), lottoNames);
    series.push({
      day,
      deposits: f.deposits.amount,
      withdrawals: f.withdrawals.amount,
      net_cash_flow: f.net_cash_flow,
      new_members: f.new_members,
      first_depositors: f.first_depositors,
      active_members: f.active_members,
      games_turnover: f.games_total.turnover,
      games_house_result: f.games_total.house_result,
      lotto_sales: f.lotto_total.sales,
      lotto_house_result: f.lotto_total.house_result,
    });
  }
  return {
    as_of: now.toISOString(),
    fold,
    today,
    month: today.slice(0, 7),
    today_figures: figuresOf(rows, (d) => d === today, byDay(today), lottoNames),
    month_figures: figuresOf(rows, inMonth, monthExtra, lottoNames),
    series,
  };
}
