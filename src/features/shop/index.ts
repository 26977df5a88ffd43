/**
 * The points shop for members (/redeem "แลกของรางวัล", docs/engagement.md). The index holds only
 * the reads (zod-free) and the loader: the page loads on demand.
 */
export { ensureShop, shopHistoryQuery, shopKeys, shopListQuery } from './queries';

export const loadShopPage = () => import('./ShopPage');
