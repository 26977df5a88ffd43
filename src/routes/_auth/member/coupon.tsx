import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCouponPage } from '@/features/promotions';

/** Coupons: redeem a code, and the member's past redemptions. */
export const Route = createFileRoute('/_auth/member/coupon')({
  loader: async ({ context }) => (await loadCouponPage()).ensureCoupons(context.queryClient),
  component: lazyRouteComponent(loadCouponPage, 'CouponPage'),
});
