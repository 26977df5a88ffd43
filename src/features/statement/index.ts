/** The financial statement page (in the money pages' chunk, features/payments/pages.ts). */
export { ensureStatement, StatementPage } from './StatementPage';
