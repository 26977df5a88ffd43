/** Withdrawals' front door: the member's requests and the operators' queue. */
export { withdrawalsModule } from './routes';
