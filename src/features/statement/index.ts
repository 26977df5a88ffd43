/** The financial statement page, on its own chunk; the route's read (zod-free) starts beside it. */
export { ensureStatement } from './queries';

export const loadStatementPage = () => import('./StatementPage');
