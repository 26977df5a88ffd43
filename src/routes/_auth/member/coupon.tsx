import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureCoupons, loadCouponPage } from '@/features/promotions';
import { pageWithData } from '@/lib/route-data';

/** Coupons: redeem a code, and the member's past redemptions. */
export const Route = createFileRoute('/_auth/member/coupon')({
  loader: ({ context }) => pageWithData(loadCouponPage, ensureCoupons(context.queryClient)),
  component: lazyRouteComponent(loadCouponPage, 'CouponPage'),
});
