/**
 * Cashback's front door (docs/rewards.md): daily cashback on losses, daily turnover commission and the
 * weekly win/loss refund, computed by jobs from the turnover records (never balances) into claimable
 * entries, and claimed by members through the ledger exactly once.
 */
export { claimRewards } from './claim';
export { expireRewards, type Made, runCashbackJobs, runDailyRewards, runWeeklyRefund } from './jobs';
export { cashbackMemberRoutes, cashbackOperatorRoutes, cashbackRoutes } from './routes';
