import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureShop, loadShopPage } from '@/features/shop';
import { pageWithData } from '@/lib/route-data';

/** The points shop "แลกของรางวัล": the items (public), the member's points, redeeming and their orders. */
export const Route = createFileRoute('/_default/redeem')({
  loader: ({ context }) => pageWithData(loadShopPage, ensureShop(context.queryClient, context.store)),
  component: lazyRouteComponent(loadShopPage, 'ShopPage'),
});
