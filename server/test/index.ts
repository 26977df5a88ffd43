/**
 * What every server suite shares: a fresh app on a fresh database (app), members, operators, money
 * in and the ledger's checks, HTTP calls and expectations, and the deposit, game and withdrawal calls
 * several modules' suites make. A module's own fixtures stay beside it (its test-support.ts).
 */
export { createTestApp, engineName, type TestContext, testConfig } from './app';
export { deposit, fund, fundedMember } from './funding';
export { launch, moneyCounts, SANDBOX_SECRET, walletCall } from './games';
export { bearer, errorOf, expectError, expectInvalid, expectOk, get, post, put } from './http';
export { availableOf, countRows, expectLedgerSound, mainBalance, mainWallet, turnoverOf } from './ledger';
export { makeMember, memberToken, primaryBankId } from './members';
export { makeOperator, operatorToken } from './operators';
export {
  BANK_CHANNEL,
  depositsOf,
  makeQr,
  paymentsApp,
  QR_CHANNEL,
  SANDBOX_SUB,
  sandboxPay,
  signedPost,
  TRUEMONEY_ACCOUNT,
  TRUEMONEY_CHANNEL,
} from './payments';
export { withdraw } from './withdrawals';
