import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Quests (quests issue). */
export const Route = createFileRoute('/_auth/member/creditfree')({
  component: () => <ComingSoon title="ภารกิจ" />,
});
