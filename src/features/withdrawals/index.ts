/** The withdraw page, on its own chunk; the route's reads (zod-free) start beside it. */
export { ensureWithdraw } from './queries';

export const loadWithdrawPage = () => import('./WithdrawPage');
