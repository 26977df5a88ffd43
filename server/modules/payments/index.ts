/** Deposits' front door: member calls, signed gateway and statement callbacks, the operators' deposit desk. */

/** What the agent's deposit accounts took today and which pending deposits use them (the settings page). */
export { depositAccountsInUse, depositAccountUsage } from './account-usage';
/** The one way a deposit reaches a wallet (with its bonus): bench/promotions.ts measures it. */
export { creditDeposit } from './credit';
export { paymentsMemberRoutes, paymentsOperatorRoutes, paymentsRoutes } from './routes';
export { depositLinesWaiting } from './waiting';
