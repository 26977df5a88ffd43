/**
 * The refer-a-friend programme for visitors and members (docs/rewards.md). The index holds only the
 * reads (zod-free) and the page's loader, so the route carries nothing else until the page opens.
 */
export { affiliateConfigQuery, affiliateKeys, affiliateSummaryQuery, ensureAffiliate } from './queries';

export const loadAffiliatePage = () => import('./AffiliatePage');
