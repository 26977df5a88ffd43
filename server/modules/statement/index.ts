/** The member's statement: every movement of their baht wallets. */
export { statementModule } from './routes';
