/**
 * Wagering requirements' front door (docs/requirements.md): money granted by a promotion, coupon,
 * cashback, quest or shop voucher is credited to the main wallet with a requirement attached
 * ("ติดเทิร์น"); withdrawals wait until it is met, or ended by its expiry, the balance floor or the
 * member's cancel.
 */
export { type MemberRequirement, memberRequirements } from './admin-reads';
export { cancelRequirement } from './cancel';
export { createRequirement } from './create';
export { blockingRequirement, reviewRequirements } from './review';
