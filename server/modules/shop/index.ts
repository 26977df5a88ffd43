/** Front door (docs/engagement.md). */
export { shopModule } from './routes';
export { seedDemoShop } from './seed';
