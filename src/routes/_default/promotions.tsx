import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensurePromotions, loadPromotionsPage } from '@/features/promotions';
import { pageWithData } from '@/lib/route-data';

/** Promotions (docs/product.md "Routes"): every promotion with its terms; members see whether they may take it. */
export const Route = createFileRoute('/_default/promotions')({
  loader: ({ context }) => pageWithData(loadPromotionsPage, ensurePromotions(context.queryClient, context.store)),
  component: lazyRouteComponent(loadPromotionsPage, 'PromotionsPage'),
});
