/** Responsible play's front door: deposit limits and self-exclusion, checked by deposits, games and lotto. */
export { thaiBaht } from './periods';
export { limitsModule } from './routes';
export { assertDepositAllowed, assertNotExcluded, breachFlags, depositBreaches, selfExclude } from './service';
