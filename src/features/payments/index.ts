/** Deposit, QR payment, withdraw and statement: the money pages, one chunk (pages.ts). */
export const loadMoneyPages = () => import('./pages');
