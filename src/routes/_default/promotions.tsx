import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPromotionsPage } from '@/features/promotions';

/** Promotions (docs/product.md "Routes"): every promotion with its terms; members see whether they may take it. */
export const Route = createFileRoute('/_default/promotions')({
  loader: async ({ context }) => (await loadPromotionsPage()).ensurePromotions(context.queryClient, context.store),
  component: lazyRouteComponent(loadPromotionsPage, 'PromotionsPage'),
});
