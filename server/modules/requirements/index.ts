/**
 * Wagering requirements' front door (docs/requirements.md): money granted by a promotion, coupon,
 * cashback, quest or shop voucher is credited to the main wallet with a requirement attached
 * ("ติดเทิร์น"); withdrawals wait until it is met, or ended by its expiry, the balance floor, the
 * member's cancel or an operator's. Unmet endings take back what the grant's forfeit rule says, and a
 * met requirement's cap applies at the first withdrawal after it.
 */
export { type MemberRequirement, memberRequirements } from './admin-reads';
export { cancelRequirement } from './cancel';
export { aboveCapMessage, applyWithdrawalCap, pendingWithdrawalCap, withdrawCapMessage } from './cap';
export { createRequirement, newRequirementsStep } from './create';
export { type RequirementRecord, requirementRecords } from './records';
export { blockingRequirement, type RequirementProgress, reviewRequirements } from './review';
export { requirementsOperatorRoutes } from './routes';
export type { RequirementSource } from './tables';
