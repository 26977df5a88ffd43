/** Front door (docs/engagement.md). */
export { pollsModule } from './routes';
export { seedDemoPolls } from './seed';
