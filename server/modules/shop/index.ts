/** Front door (docs/engagement.md). */
export { shopModule } from './routes';
