/** Withdrawals' front door: the member's requests and the operators' queue. */
export { withdrawalsMemberRoutes, withdrawalsOperatorRoutes } from './routes';
