/**
 * Members' wallets belong to the ledger (server/modules/ledger, its front door): accounts are opened
 * and read there. These names stay here only for the modules that still import them from this file
 * (account, admin, games' launcher); new code imports them from '../ledger'.
 */
export { memberPoints, memberWallets, openMemberAccounts, WalletType } from '../ledger';
