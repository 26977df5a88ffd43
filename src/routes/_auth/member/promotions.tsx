import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureMyPromotions, loadMyPromotionsPage } from '@/features/promotions';
import { pageWithData } from '@/lib/route-data';

/** The member's promotions: active requirements with progress and cancel, the withdrawal cap, the history. */
export const Route = createFileRoute('/_auth/member/promotions')({
  loader: ({ context }) => pageWithData(loadMyPromotionsPage, ensureMyPromotions(context.queryClient)),
  component: lazyRouteComponent(loadMyPromotionsPage, 'MyPromotionsPage'),
});
