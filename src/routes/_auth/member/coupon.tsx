import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Coupons (promotions issue). */
export const Route = createFileRoute('/_auth/member/coupon')({
  component: () => <ComingSoon title="คูปอง" />,
});
