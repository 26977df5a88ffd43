import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadShopPage } from '@/features/shop';

/** The points shop "แลกของรางวัล": the items (public), the member's points, redeeming and their orders. */
export const Route = createFileRoute('/_default/redeem')({
  loader: async ({ context }) => (await loadShopPage()).ensureShop(context.queryClient, context.store),
  component: lazyRouteComponent(loadShopPage, 'ShopPage'),
});
