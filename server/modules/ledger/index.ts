/**
 * The ledger's front door (ARCHITECTURE.md section 4): other modules move money, read balances and
 * compose set-based steps only through what this file exports.
 */
export { type Currency, HOUSE, type HouseAccount, houseAccountId, memberAccountId } from './accounts';
export { lowestBalanceSince } from './balance-reads';
export { type HouseTransfer, postHouseTransfers, recordTurnovers, type TurnoverRow } from './batch';
export { type AfterMove, claimAndMove, type Moved, type Movement } from './movement';
export { pairedSteps } from './paired';
export {
  inTransaction,
  postPending,
  type TransferInput,
  type TransferKind,
  type TransferResult,
  transfer,
  voidPending,
} from './transfers';
export { bangkokDayOf, type Product, recordTurnover, type TurnoverEntry, turnoverSumsStep } from './turnover';
export { stakesByDay } from './turnover-reads';
export { verifyLedger } from './verify';
