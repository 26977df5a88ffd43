/** Front door (docs/engagement.md). */
export { pollsModule } from './routes';
