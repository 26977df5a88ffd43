import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMyPromotionsPage } from '@/features/promotions';

/** The member's promotions: active requirements with progress and cancel, the withdrawal cap, the history. */
export const Route = createFileRoute('/_auth/member/promotions')({
  loader: async ({ context }) => (await loadMyPromotionsPage()).ensureMyPromotions(context.queryClient),
  component: lazyRouteComponent(loadMyPromotionsPage, 'MyPromotionsPage'),
});
