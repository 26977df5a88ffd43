import type { Wallet } from '@contract/account';

/** docs/ledger.md "Accounts and wallet types": wallet type 1 is the main (cash) wallet. */
export const MAIN_WALLET_TYPE = 1;

/**
 * docs/product.md "Game launcher": the launcher keeps the wallets with a balance above 0 and the main wallet (which a
 * member may open at 0 to see the game and deposit from there), main wallet first.
 */
export function playableWallets(wallets: readonly Wallet[]): Wallet[] {
  return wallets
    .filter((w) => w.balance > 0 || w.wallet_type_id === MAIN_WALLET_TYPE)
    .sort((a, b) => Number(b.wallet_type_id === MAIN_WALLET_TYPE) - Number(a.wallet_type_id === MAIN_WALLET_TYPE));
}
