/**
 * Lotto's front door: the routes, the scheduled transitions the jobs run, and (for bench/lotto.ts)
 * the sale, settlement and Yeekee calls it measures.
 */

export { roundExposure } from './admin-reads';
export { winningKeys } from './bet-rules';
export { createBill, type ItemInput, validateBill } from './bills';
export { BACKFILL_DAYS, backfillDemoResults } from './demo-backfill';
export { houseRowOf, LOTTO_HOUSE_FAMILY, lottoHouseAccounts, setLottoHouseShards } from './house';
export { closeDueRounds, createRoundsAhead, resolveClosedYeekee, settleDecidedRounds } from './lifecycle';
export { type MemberBill, memberBillCount, memberBills } from './member-bills';
export { latestResults } from './reads';
export { categoryNames, lottoOpenStakes, type OpenStakes, resultsWaiting, roundCategoryOf } from './report-reads';
export { runResultSource } from './result-job';
export { configuredSources, sandboxSource } from './result-sources';
export { fromGovernment } from './results';
export { lottoMemberRoutes, lottoOperatorRoutes, lottoRoutes } from './routes';
export { seedGovernmentHistory } from './seed-history';
export { lottoSettledStakesSql } from './settled-stakes';
export { settleRound } from './settlement';
export { shoot } from './yeekee';
