/** The points shop's front door (docs/engagement.md). */
import './tables';

export { shopList } from './member';
// What POST /api/redemption/redeem runs (bench/engagement.ts measures it as the route does).
export { redeem as redeemShopItem } from './redeem';
export { redeemBatchFigures } from './redeem-batch';
export { shopMemberRoutes, shopOperatorRoutes, shopRoutes } from './routes';
export { seedDemoShop } from './seed';
