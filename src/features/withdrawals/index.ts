/** The withdraw page (in the money pages' chunk, features/payments/pages.ts). */
export { ensureWithdraw, WithdrawPage } from './WithdrawPage';
