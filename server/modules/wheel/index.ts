/** Front door (docs/engagement.md). */
export { wheelModule } from './routes';
