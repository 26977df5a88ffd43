/** The withdraw page (in the money pages' chunk, features/payments/pages.ts). */
export { WithdrawPage } from './WithdrawPage';
