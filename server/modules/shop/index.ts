/** The points shop's front door (docs/engagement.md). */
import './tables';

// What POST /api/redemption/redeem runs (bench/engagement.ts measures it as the route does).
export { redeem as redeemShopItem } from './redeem';
export { shopModule } from './routes';
export { seedDemoShop } from './seed';
