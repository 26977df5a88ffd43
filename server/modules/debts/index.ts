/**
 * Debts' front door (docs/debts.md): money a member owes after a correction took back more than the
 * wallet held; it blocks withdrawals until later credits cover it.
 */
export { assertNoDebt, collectDebts, debtMessage, outstandingDebt, type Reclaim, reclaim } from './debts';
