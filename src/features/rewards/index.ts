/**
 * Daily cashback, turnover commission and the weekly win/loss refund for members (docs/rewards.md).
 * The index holds only the reads (zod-free) and loaders: the routes import it into the first page,
 * so the pages load on demand.
 */
export {
  cashbackConfigQuery,
  cashbackSummaryQuery,
  ensureCashback,
  ensureMyWinloss,
  ensureWinloss,
  rewardKeys,
  winlossConfigQuery,
  winlossSummaryQuery,
} from './queries';

export const loadCashbackPage = () => import('./CashbackPage');
export const loadWinlossPage = () => import('./WinlossPage');
export const loadMyWinlossPage = () => import('./MyWinlossPage');
