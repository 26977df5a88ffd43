/** Members' wallets: opened at registration, listed with their balances, points. */
export { memberPoints, memberWallets, openMemberAccounts, WalletType } from './service';
