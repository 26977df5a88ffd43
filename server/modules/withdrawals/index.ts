/** Withdrawals' front door: the member's requests and the operators' queue. */
export { waitingWithdrawals } from './queue';
export { withdrawalsMemberRoutes, withdrawalsOperatorRoutes } from './routes';
export { withdrawalRuleOf } from './settings';
