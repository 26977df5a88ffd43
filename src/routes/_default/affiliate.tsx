import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadAffiliatePage } from '@/features/affiliate';

/** Refer a friend (docs/product.md "Routes"): visitors read the programme's rules; members share their link, see earnings and redeem. */
export const Route = createFileRoute('/_default/affiliate')({
  loader: async ({ context }) => (await loadAffiliatePage()).ensureAffiliate(context.queryClient, context.store),
  component: lazyRouteComponent(loadAffiliatePage, 'AffiliatePage'),
});
