/**
 * Prediction polls' front door (docs/engagement.md): polls with choices, votes within a quota
 * earned by deposits and turnover, live stats, resolution by the operator with winners (by a
 * provably fair draw when limited) paid once each through the prizes front door.
 */
export { drawPositions } from './draw';
export { payPollWinners, payUnpaidPollWinners } from './resolve';
export { pollsMemberRoutes, pollsOperatorRoutes, pollsRoutes } from './routes';
export { type DemoPollIds, seedDemoPolls } from './seed';
