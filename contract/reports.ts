import { z } from 'zod';

/**
 * GET /api/admin/reports/dashboard (admin, finance): the back office's first page (issue 14). Money
 * is baht (2 decimals); days are Bangkok days 'YYYY-MM-DD'. docs/reports.md says where each figure
 * comes from.
 */
export const DashboardQuery = z.object({});

const Baht = z.number();
const Count = z.number().int().nonnegative();

/** Money that moved and how many movements. */
export const DashboardCash = z.object({ count: Count, amount: Baht });

/** One game product (contract/turnover.ts, or 'other' for a game the catalogue lost). */
export const DashboardGameProduct = z.object({
  product: z.string(),
  /** Stakes less rolled-back stakes. */
  turnover: Baht,
  /**
   * Settled stakes less wins and rollbacks: what the house kept (negative when it paid out more). A
   * sport bet still open is not in it (it is in `open_stakes`) until it settles.
   */
  house_result: Baht,
  /** Stakes of the period's bets still waiting for their result (the sportsbook's; games settle at once). */
  open_stakes: Baht,
  bets: Count,
});

/** One lotto category (its code and Thai name). */
export const DashboardLottoCategory = z.object({
  category: z.string(),
  name: z.string(),
  /** Bills sold less bills refunded. */
  sales: Baht,
  /** Settled sales less winnings paid and corrections (refunds are out of sales already); bills waiting are in `open_stakes`. */
  house_result: Baht,
  /** Sales of the period's bills still waiting for their round's result. */
  open_stakes: Baht,
  bills: z.number().int(),
});

/**
 * What promotions cost the house in the period (docs/reports.md "Promotion cost"): bonuses of
 * promotions; free credit (coupon credit, prizes of the wheel, quests, polls and shop, free-spin wins);
 * cashback (daily and the weekly win/loss refund); commission; less bonuses taken back (forfeited).
 */
export const DashboardPromotionCost = z.object({
  bonuses: Baht,
  free_credit: Baht,
  cashback: Baht,
  commission: Baht,
  forfeited: Baht,
  /** bonuses + free_credit + cashback + commission - forfeited. */
  total: Baht,
});
export type DashboardPromotionCost = z.infer<typeof DashboardPromotionCost>;

export const DashboardFigures = z.object({
  deposits: DashboardCash,
  withdrawals: DashboardCash,
  /** Deposits less withdrawals paid. */
  net_cash_flow: Baht,
  new_members: Count,
  /** Members whose first deposit ever was made in the period. */
  first_depositors: Count,
  /** Members who placed a stake (a game bet or a lotto bill) in the period, each once. */
  active_members: Count,
  games: z.array(DashboardGameProduct),
  games_total: z.object({ turnover: Baht, house_result: Baht, open_stakes: Baht }),
  lotto: z.array(DashboardLottoCategory),
  lotto_total: z.object({ sales: Baht, house_result: Baht, open_stakes: Baht }),
  /** Games' and lotto's settled house result together. */
  house_result: Baht,
  promotion_cost: DashboardPromotionCost,
  /** The house result less the promotion cost. */
  net_after_promotions: Baht,
});

export const DashboardDay = z.object({
  day: z.string(),
  deposits: Baht,
  withdrawals: Baht,
  net_cash_flow: Baht,
  new_members: Count,
  first_depositors: Count,
  active_members: Count,
  games_turnover: Baht,
  games_house_result: Baht,
  lotto_sales: Baht,
  lotto_house_result: Baht,
  promotion_cost: Baht,
});

/** Stakes waiting for a result, whenever they were placed. */
export const DashboardOpen = z.object({ sport: DashboardCash, lotto: DashboardCash, total: Baht });

/**
 * What waits for an operator, each with its queue (docs/backoffice.md "Dashboard"): statement lines to
 * match to a deposit, withdrawals to pay, lotto results waiting for a second operator or held.
 */
export const DashboardWaiting = z.object({
  deposit_lines: Count,
  withdrawals: Count,
  lotto_results: Count,
});
export type DashboardWaiting = z.infer<typeof DashboardWaiting>;

/**
 * How far the daily rollup is behind the ledger. The figures are exact either way (the dashboard adds
 * the transfers not folded yet itself), but a rollup that lags makes the dashboard slower and says the
 * fold job stopped or cannot keep up.
 */
export const DashboardFold = z.object({
  /** When the rollup last moved (ISO time), null before its first fold. */
  folded_at: z.string().nullable(),
  /** Transfers the dashboard counts that the rollup has not folded yet. */
  pending: Count,
  /** True when a transfer older than `lag_limit_seconds` waits unfolded (the fold leaves only the last 10 s). */
  lagging: z.boolean(),
  lag_limit_seconds: Count,
});
export type DashboardFold = z.infer<typeof DashboardFold>;

export const Dashboard = z.object({
  /** When the figures were read (ISO time). */
  as_of: z.string(),
  fold: DashboardFold,
  /** Today's Bangkok day and the month it is in ('YYYY-MM'). */
  today: z.string(),
  month: z.string(),
  today_figures: DashboardFigures,
  month_figures: DashboardFigures,
  /** The last 30 Bangkok days, oldest first, today last. */
  series: z.array(DashboardDay),
  /** Every bet and bill still waiting for a result now (the periods' `open_stakes` are those placed in them). */
  open_now: DashboardOpen,
  waiting: DashboardWaiting,
});

export type DashboardFigures = z.infer<typeof DashboardFigures>;
export type DashboardDay = z.infer<typeof DashboardDay>;
export type Dashboard = z.infer<typeof Dashboard>;
