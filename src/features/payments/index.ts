/** Deposit and the QR payment: the money pages, one chunk (pages.ts); the routes' reads (zod-free) start beside it. */
export { ensureDeposit, ensurePayment } from './queries';

export const loadMoneyPages = () => import('./pages');
