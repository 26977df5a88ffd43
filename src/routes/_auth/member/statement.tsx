import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Financial statement (payments issue). */
export const Route = createFileRoute('/_auth/member/statement')({
  component: () => <ComingSoon title="รายการเดินบัญชี" />,
});
