/**
 * Site settings (docs/backoffice.md "Site settings"): the operator routes that edit the agent profile,
 * its logo and the payment settings, with their validation and audit. Sits above agent (which owns the
 * rows) and admin (the audit); nothing imports it but the app.
 */

export { depositAccountsOperatorRoutes } from './deposit-accounts-routes';
export { mediaRoutes, settingsOperatorRoutes } from './routes';
