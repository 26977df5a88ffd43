/**
 * Points and VIP for members (docs/engagement.md). The index holds the reads, the small VIP
 * card of the member home and the page's loader: the page itself loads on demand.
 */
export { ensurePointsPage, pointsConfigQuery, pointsKeys, pointsSummaryQuery } from './queries';
export { VipProgressCard } from './VipProgressCard';

export const loadPointsPage = () => import('./PointsPage');
