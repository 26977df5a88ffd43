/** Front door (docs/engagement.md). */
export { questsMemberRoutes, questsOperatorRoutes, questsRoutes } from './routes';
export { seedDemoQuests } from './seed';
