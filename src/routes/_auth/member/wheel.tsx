import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Fortune wheel (wheel issue). */
export const Route = createFileRoute('/_auth/member/wheel')({
  component: () => <ComingSoon title="กงล้อนำโชค" />,
});
