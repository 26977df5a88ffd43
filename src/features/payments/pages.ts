/**
 * The deposit and QR payment pages, imported by their routes from here so that the build makes one
 * lazy chunk for both (every chunk adds its name to the first page's preload map: bench/bundle.mjs).
 */

export { DepositPage } from './DepositPage';
export { PaymentPage } from './PaymentPage';
