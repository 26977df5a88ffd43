/** Front door (docs/engagement.md). */
export { freeSpinsModule } from './routes';
export { seedDemoFreeSpins } from './seed';
