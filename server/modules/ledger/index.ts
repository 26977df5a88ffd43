/**
 * The ledger's front door (docs/ledger.md): the verbs every caller needs. Other modules, bench/ and
 * server/ops/ open accounts, move money, record turnover and read balances and records only through
 * what this file exports, and never name the ledger's tables. Every movement goes through one core
 * (core.ts). The steps and SQL fragments a caller composes into its own statement, and the reads
 * written for one caller, are the second door: `./steps.ts`.
 */
// Accounts: members' at registration, house accounts, sharded house rows.
export {
  type Currency,
  houseAccountId,
  memberAccountId,
  openAffiliateAccount,
  openAffiliateAccounts,
  openFreeSpinAccount,
  openHouseShards,
  openMemberAccounts,
  WalletType,
} from './accounts';
// Balances, as the wire shows them and as decisions read them.
export {
  accountBalance,
  affiliateAccount,
  availableBalance,
  mainWallet,
  memberAccounts,
  memberFreeSpins,
  memberPoints,
  memberWallets,
} from './balances';
// Movements: one, two-phase, batched.
export { type HouseTransfer, postHouseTransfers, postTransfers } from './batch';
// Records read back.
export { accountTransferCount, accountTransfers, creditedSince, type StatementQuery, transferById } from './history';
export {
  inTransaction,
  postPending,
  type TransferInput,
  type TransferKind,
  type TransferResult,
  transfer,
  voidPending,
} from './transfers';
// Turnover (every stake recorded by member, day and product) and the stakes read back.
export { type Product, recordTurnover, recordTurnovers, type TurnoverRow } from './turnover';
export { type DayProductStake, stakesByDay, stakesByDayAndProduct } from './turnover-reads';
export { verifyLedger } from './verify';
