import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureAffiliate, loadAffiliatePage } from '@/features/affiliate';
import { pageWithData } from '@/lib/route-data';

/** Refer a friend (docs/product.md "Routes"): visitors read the programme's rules; members share their link, see earnings and redeem. */
export const Route = createFileRoute('/_default/affiliate')({
  loader: ({ context }) => pageWithData(loadAffiliatePage, ensureAffiliate(context.queryClient, context.store)),
  component: lazyRouteComponent(loadAffiliatePage, 'AffiliatePage'),
});
