/** Responsible play's front door: deposit limits and self-exclusion, checked by deposits, games and lotto. */
export { type MemberLimits, memberLimits } from './admin-reads';
export { thaiBaht } from './periods';
export { limitsMemberRoutes } from './routes';
export { assertDepositAllowed, assertNotExcluded, breachFlags, depositBreaches, selfExclude } from './service';
