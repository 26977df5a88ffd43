/** The member's statement: every movement of their baht wallets. */
export { statementMemberRoutes } from './routes';
