/** Front door (docs/engagement.md). */
export { questsModule } from './routes';
export { seedDemoQuests } from './seed';
