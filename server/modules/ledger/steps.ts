/**
 * The ledger's second door (docs/ledger.md "The steps door"): what a caller composes into ONE
 * statement of its own, and the reads written for one caller. All of it names the ledger's tables,
 * so it stays in this module; the front door, `./index.ts`, keeps the verbs every caller needs. The
 * dependency check (tests/architecture/deps.ts) lets any module import this file, and no other file
 * of the ledger but index.ts.
 *
 * Steps (the core's movements as CTEs that a caller's claim and answer wrap; they answer values such
 * as `funded`, `after` and `moved` for the caller's own steps; the `lg_*` names inside are the
 * ledger's): claimAndMove and claimAndMoveAll (games wallet, lotto sale, prizes), pairedSteps (games
 * rounds, sport bets), groupedSteps (wheel spins, shop redemptions), turnoverSumsStep, bangkokDayOf.
 *
 * Fragments (typed SQL for another module's statement, so that no caller writes a ledger table's
 * name): mainWalletRelation, mainWalletIdOf, memberAccountIdOf, accountAvailableOf,
 * affiliateAvailableOf, transferIdByKey, creditedSinceOf, stakedOnOf, turnoverRows, depositsByMember,
 * reportedTransfers.
 *
 * Reads for one caller (a second caller makes one a front-door read): memberLedgerPage and
 * memberPendingOut (member-detail), lowestBalanceSince and creditedAfter (requirements),
 * engagementMovesByDay (points), memberCreditsByDayAndSource (freespins), memberDebitsByDay
 * (affiliate), paidWithdrawalsByDay and reportFoldEnd (reports), houseFamilyTotal (lotto's house
 * rows), membersTotal and transferTotals (bench checks).
 */
export { type MemberLedgerLine, memberLedgerPage, memberPendingOut } from './admin-reads';
export { lowestBalanceSince } from './balance-reads';
export { accountAvailableOf, affiliateAvailableOf, houseFamilyTotal, mainWalletIdOf, mainWalletRelation, membersTotal } from './balances';
export { depositsByMember, type EngagementMove, engagementMovesByDay, memberAccountIdOf } from './engagement-reads';
export { type GroupedMove, groupedSteps } from './grouped';
export { creditedAfter, creditedSinceOf, transferIdByKey, transferTotals } from './history';
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
export { bangkokDayOf, turnoverSumsStep } from './turnover';
export { stakedOnOf, type TurnoverRecord, turnoverRows } from './turnover-reads';
