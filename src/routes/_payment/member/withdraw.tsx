import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Withdraw (payments issue). */
export const Route = createFileRoute('/_payment/member/withdraw')({
  component: () => <ComingSoon title="ถอนเงิน" />,
});
