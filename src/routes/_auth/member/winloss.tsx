import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** The member's win/loss refunds (cashback issue). */
export const Route = createFileRoute('/_auth/member/winloss')({
  component: () => <ComingSoon title="คืนยอดเสียของฉัน" />,
});
