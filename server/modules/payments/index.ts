/** Deposits' front door: member calls, signed gateway and statement callbacks, the operators' deposit desk. */
export { paymentsModule } from './routes';
