/**
 * Prizes' front door (docs/engagement.md): the one way the engagement features (points, wheel,
 * quests, events, polls, shop, free spins) pay a prize or take points and free spins, each one
 * ledger movement on the caller's idempotency key, against sharded house rows.
 */
export {
  knownAccounts,
  type MemberAccountIds,
  memberAccountColumns,
  pointsAccountId,
  rememberAccounts,
  walletAccountId,
  warmAccounts,
} from './accounts';
export { type Granted, grantMessage, grantPrize, type PrizeGrant, prizeRequirement, requiredFor } from './grant';
export { PRIZE_HOUSE, type PrizeHouse, prizeHouseRow, prizeHouseRows } from './house';
export { movePrizes, type PrizeBalances, type PrizeMoves, type PrizesMoved, prizeTransfers } from './moves';
export { refundPoints, type Spend, spendFreeSpins, spendPoints } from './spend';
