import { bangkokToday } from '@contract/fields';
import { GAME_CATEGORIES } from '@contract/games-names';
import { satangToBaht } from '@contract/money';
import type { Dashboard, DashboardDay, DashboardFigures, DashboardFold, DashboardPromotionCost } from '@contract/reports';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { registrationsByDay } from '../account';
import { paidWithdrawalsByDay, reportedTransfers, reportFoldEnd } from '../ledger/steps';
import { categoryNames, lottoOpenStakes, resultsWaiting } from '../lotto';
import { depositLinesWaiting } from '../payments';
import { sportOpenStakes } from '../sport';
import { waitingWithdrawals } from '../withdrawals';
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

type Sums = { count: number; amount: number; house: number; open: number };
const zero = (): Sums => ({ count: 0, amount: 0, house: 0, open: 0 });

/** Stakes still waiting for a result, by the day they were placed: metric 'game' (dim 'sport') or 'lotto'. */
type OpenRow = { day: string; metric: 'game' | 'lotto'; dim: string; count: number; amount: number };

const PROMO_PARTS = ['bonus', 'free_credit', 'cashback', 'commission', 'forfeit'] as const;

function promotionCost(p: Map<string, number>): DashboardPromotionCost {
  const v = (k: (typeof PROMO_PARTS)[number]) => p.get(k) ?? 0;
  return {
    bonuses: satangToBaht(v('bonus')),
    free_credit: satangToBaht(v('free_credit')),
    cashback: satangToBaht(v('cashback')),
    commission: satangToBaht(v('commission')),
    forfeited: satangToBaht(v('forfeit')),
    total: satangToBaht(promoTotal(p)),
  };
}

/** Satang the promotions cost: what they paid less the bonuses taken back. */
const promoTotal = (p: Map<string, number>) => PROMO_PARTS.reduce((a, k) => a + (k === 'forfeit' ? -(p.get(k) ?? 0) : (p.get(k) ?? 0)), 0);

/**
 * Adds up the rows whose day passes `inPeriod` into one period's figures. The ledger's rows count a
 * stake when it is placed; the stakes placed in the period that still wait for a result (`open`) are
 * taken out of the house result and shown apart, so only settled stakes and their payouts make it.
 */
function figuresOf(
  rows: Row[],
  open: OpenRow[],
  inPeriod: (day: string) => boolean,
  extra: { withdrawals: Sums; newMembers: number; activeMembers: number },
  lottoNames: Map<string, string>,
): DashboardFigures {
  const deposits = zero();
  let firstDepositors = 0;
  const games = new Map<string, Sums>(GAME_CATEGORIES.map((p) => [p, zero()]));
  const lotto = new Map<string, Sums>([...lottoNames.keys()].map((c) => [c, zero()]));
  const promo = new Map<string, number>();
  const add = (into: Sums, r: Row) => {
    into.count += r.count;
    into.amount += r.amount;
    into.house += r.house;
  };
  const of = (m: Map<string, Sums>, dim: string) => m.get(dim) ?? m.set(dim, zero()).get(dim) ?? zero();
  for (const r of rows) {
    if (!inPeriod(r.day)) continue;
    if (r.metric === 'deposit') add(deposits, r);
    else if (r.metric === 'first_deposit') firstDepositors += r.count;
    else if (r.metric === 'game') add(of(games, r.dim), r);
    else if (r.metric === 'lotto') add(of(lotto, r.dim), r);
    else if (r.metric === 'promo') promo.set(r.dim, (promo.get(r.dim) ?? 0) + r.amount);
  }
  for (const o of open) {
    if (!inPeriod(o.day)) continue;
    const s = of(o.metric === 'game' ? games : lotto, o.dim);
    s.house -= o.amount;
    s.open += o.amount;
  }
  const gameList = [...games].map(([product, s]) => ({
    product,
    turnover: satangToBaht(s.amount),
    house_result: satangToBaht(s.house),
    open_stakes: satangToBaht(s.open),
    bets: s.count,
  }));
  const lottoList = [...lotto].map(([category, s]) => ({
    category,
    name: lottoNames.get(category) ?? category,
    sales: satangToBaht(s.amount),
    house_result: satangToBaht(s.house),
    open_stakes: satangToBaht(s.open),
    bills: s.count,
  }));
  const sum = (xs: Iterable<Sums>, k: 'amount' | 'house' | 'open') => [...xs].reduce((a, s) => a + s[k], 0);
  const total = (xs: Iterable<Sums>, k: 'amount' | 'house' | 'open') => satangToBaht(sum(xs, k));
  const house = sum(games.values(), 'house') + sum(lotto.values(), 'house');
  return {
    deposits: { count: deposits.count, amount: satangToBaht(deposits.amount) },
    withdrawals: { count: extra.withdrawals.count, amount: satangToBaht(extra.withdrawals.amount) },
    net_cash_flow: satangToBaht(deposits.amount - extra.withdrawals.amount),
    new_members: extra.newMembers,
    first_depositors: firstDepositors,
    active_members: extra.activeMembers,
    games: gameList,
    games_total: {
      turnover: total(games.values(), 'amount'),
      house_result: total(games.values(), 'house'),
      open_stakes: total(games.values(), 'open'),
    },
    lotto: lottoList,
    lotto_total: {
      sales: total(lotto.values(), 'amount'),
      house_result: total(lotto.values(), 'house'),
      open_stakes: total(lotto.values(), 'open'),
    },
    house_result: satangToBaht(house),
    promotion_cost: promotionCost(promo),
    net_after_promotions: satangToBaht(house - promoTotal(promo)),
  };
}

const cashOf = (xs: Array<{ count: number; amount: number }>) => ({
  count: xs.reduce((a, x) => a + x.count, 0),
  amount: satangToBaht(xs.reduce((a, x) => a + x.amount, 0)),
});

/**
 * What waits for an operator (the dashboard's counters, each linking to its queue), read through each
 * queue's module. Support chat has no queue yet, so it has no counter.
 */
async function waitingFor(db: Db): Promise<Dashboard['waiting']> {
  const [lines, withdrawals, results] = await Promise.all([depositLinesWaiting(db), waitingWithdrawals(db), resultsWaiting(db)]);
  return { deposit_lines: lines, withdrawals: withdrawals.count, lotto_results: results };
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
  const [{ rows, fold }, withdrawals, registrations, categories, lottoOpen, sportOpen, waiting] = await Promise.all([
    rolledUp(db, from, today, now),
    paidWithdrawalsByDay(db, from, today),
    registrationsByDay(db, from, today),
    categoryNames(db),
    lottoOpenStakes(db),
    sportOpenStakes(db),
    waitingFor(db),
  ]);
  const open: OpenRow[] = [
    ...lottoOpen.map((o) => ({ ...o, metric: 'lotto' as const })),
    ...sportOpen.map((o) => ({ ...o, metric: 'game' as const, dim: 'sport' })),
  ];
  const lottoNames = new Map(categories.map((c) => [c.code, c.name]));
  const byDay = (day: string) => {
    const w = withdrawals.find((x) => x.day === day);
    return {
      withdrawals: { ...zero(), count: w?.count ?? 0, amount: w?.amount ?? 0 },
      newMembers: registrations.find((x) => x.day === day)?.count ?? 0,
      activeMembers: rows.find((r) => r.day === day && r.metric === 'active')?.count ?? 0,
    };
  };
  const inMonth = (day: string) => day >= monthStart && day <= today;
  const monthExtra = {
    withdrawals: withdrawals
      .filter((x) => inMonth(x.day))
      .reduce((a, x) => ({ count: a.count + x.count, amount: a.amount + x.amount, house: 0, open: 0 }), zero()),
    newMembers: registrations.filter((x) => inMonth(x.day)).reduce((a, x) => a + x.count, 0),
    activeMembers: rows.find((r) => r.day === monthStart && r.metric === 'active_month')?.count ?? 0,
  };
  const series: DashboardDay[] = [];
  for (let i = 0; i < SERIES_DAYS; i++) {
    const day = addDays(seriesStart, i);
    const f = figuresOf(rows, open, (d) => d === day, byDay(day), lottoNames);
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
      promotion_cost: f.promotion_cost.total,
    });
  }
  return {
    as_of: now.toISOString(),
    fold,
    today,
    month: today.slice(0, 7),
    today_figures: figuresOf(rows, open, (d) => d === today, byDay(today), lottoNames),
    month_figures: figuresOf(rows, open, inMonth, monthExtra, lottoNames),
    series,
    open_now: {
      sport: cashOf(sportOpen),
      lotto: cashOf(lottoOpen),
      total: satangToBaht([...sportOpen, ...lottoOpen].reduce((a, o) => a + o.amount, 0)),
    },
    waiting,
  };
}
