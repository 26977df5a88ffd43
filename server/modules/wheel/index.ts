/** Front door (docs/engagement.md). */
export { wheelModule } from './routes';
export { seedDemoWheel } from './seed';
