/**
 * The affiliate programme's front door (docs/rewards.md "Affiliate"): referrals recorded at
 * registration (self-referral refused) and qualified by the first deposit, daily earnings into the
 * member's affiliate account, redeems to the main wallet, the operators' freeze, corrections and runs.
 */
import './tables';

export { runAffiliateDay, runAffiliateJobs } from './earnings';
export { normaliseHolderName, qualifiedReferralCount, qualifyReferral, recordReferral } from './referrals';
export { affiliateMemberRoutes, affiliateOperatorRoutes, affiliateRoutes } from './routes';
