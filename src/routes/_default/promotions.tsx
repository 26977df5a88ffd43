import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Promotions (promotions issue). */
export const Route = createFileRoute('/_default/promotions')({
  component: () => <ComingSoon title="โปรโมชั่น" />,
});
