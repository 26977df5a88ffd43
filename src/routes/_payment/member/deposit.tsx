import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Deposit (payments issue). */
export const Route = createFileRoute('/_payment/member/deposit')({
  component: () => <ComingSoon title="ฝากเงิน" />,
});
