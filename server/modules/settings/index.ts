/** Site settings an operator makes in the back office; sits above agent, payments and admin. */

export { depositAccountsOperatorRoutes } from './deposit-accounts-routes';
