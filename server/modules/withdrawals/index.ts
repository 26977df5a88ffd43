/** Withdrawals' front door: the member's requests and the operators' queue. */
export { waitingWithdrawals } from './queue';
export { withdrawalRuleOf } from './settings';
export { withdrawalsMemberRoutes, withdrawalsOperatorRoutes } from './routes';
