/** Points and VIP's front door (docs/engagement.md). */
export { runPointsJobs } from './jobs';
export { pointsMemberRoutes, pointsOperatorRoutes, pointsRoutes } from './routes';
export { seedDemoPoints } from './seed';
export { DEFAULT_POINTS_SETTINGS, pointsSettings } from './settings';
