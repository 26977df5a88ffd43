/** The points shop's front door (docs/engagement-shop.md). */
import './tables';

export { shopModule } from './routes';
export { seedDemoShop } from './seed';
