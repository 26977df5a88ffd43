/** Manual adjustments' front door: the operator's credit or debit of a member's main wallet. */
export { adjustmentsOperatorRoutes } from './routes';
