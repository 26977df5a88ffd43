/**
 * The back office's member detail (issue 14 "Members", docs/backoffice.md): one read per tab across
 * the ledger, games, lotto, requirements, limits and debts, and the reset-password and end-sessions
 * actions. Its own module so that the operators' module (which lotto and debts import for the audit)
 * never imports those modules back.
 */
export { memberDetailOperatorRoutes } from './routes';
