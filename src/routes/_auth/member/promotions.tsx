import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** The member's promotions (promotions issue). */
export const Route = createFileRoute('/_auth/member/promotions')({
  component: () => <ComingSoon title="โปรโมชั่นของฉัน" />,
});
