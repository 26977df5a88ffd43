/**
 * The ledger's front door (docs/ledger.md "Rules"): other modules, bench/ and
 * server/ops/ open accounts, move money, read balances and compose set-based steps only through what
 * this file exports, and never name the ledger's tables. Every movement goes through one core
 * (core.ts); the steps other modules put into their own statements are values this module returns.
 */
// Accounts: members' at registration, house accounts, sharded house rows.
export {
  type Currency,
  type HouseAccount,
  houseAccountId,
  memberAccountId,
  openAffiliateAccount,
  openAffiliateAccounts,
  openFreeSpinAccount,
  openHouseShards,
  openMemberAccounts,
  WalletType,
} from './accounts';
export { type MemberLedgerLine, memberLedgerPage, memberPendingOut } from './admin-reads';
export { lowestBalanceSince } from './balance-reads';
// Balances, as the wire shows them and as other statements join them.
export {
  type AccountBalance,
  accountBalance,
  affiliateAccount,
  affiliateAvailableOf,
  availableBalance,
  houseFamilyTotal,
  mainWallet,
  mainWalletIdOf,
  mainWalletRelation,
  memberAccounts,
  memberFreeSpins,
  memberPoints,
  membersTotal,
  memberWallets,
} from './balances';
// Movements: one, two-phase, batched, behind a caller's claim, paired rounds.
export { type HouseTransfer, postHouseTransfers, postTransfers } from './batch';
// Engagement (points and VIP): set-based reads for the points job and its report.
export { depositsByMember, type EngagementMove, engagementMovesByDay, memberAccountIdOf } from './engagement-reads';
export { type GroupedMove, groupedSteps } from './grouped';
// Records read back.
export {
  accountTransferCount,
  accountTransfers,
  creditedAfter,
  creditedSince,
  creditedSinceOf,
  type StatementQuery,
  type TransferRecord,
  transferById,
  transferIdByKey,
  transferTotals,
} from './history';
export {
  type AfterMove,
  type AfterMoves,
  claimAndMove,
  claimAndMoveAll,
  type Moved,
  type MovedAll,
  type Movement,
  type Movements,
} from './movement';
export { pairedSteps } from './paired';
export {
  type DayFigure,
  memberCreditsByDayAndSource,
  memberDebitsByDay,
  paidWithdrawalsByDay,
  reportedTransfers,
  reportFoldEnd,
  type SourceDayFigure,
} from './report-reads';
export {
  inTransaction,
  postPending,
  type TransferInput,
  type TransferKind,
  type TransferOptions,
  type TransferResult,
  transfer,
  voidPending,
} from './transfers';
// Turnover (docs/ledger.md "Turnover": every stake recorded by member, day and product).
export {
  bangkokDayOf,
  type Product,
  recordTurnover,
  recordTurnovers,
  type TurnoverEntry,
  type TurnoverRow,
  turnoverSumsStep,
} from './turnover';
export { type DayProductStake, stakedOnOf, stakesByDay, stakesByDayAndProduct } from './turnover-reads';
export { verifyLedger } from './verify';
