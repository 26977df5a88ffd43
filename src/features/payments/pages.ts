/**
 * The money pages, imported by their routes from here so that the build makes one lazy chunk for
 * all four instead of a dozen small shared ones: every chunk adds its name to the first page's
 * preload map, which has a 200 KB budget (bench/bundle.mjs).
 */

export { ensureStatement, StatementPage } from '@/features/statement';
export { ensureWithdraw, WithdrawPage } from '@/features/withdrawals';
export { DepositPage, ensureDeposit } from './DepositPage';
export { ensurePayment, PaymentPage } from './PaymentPage';
