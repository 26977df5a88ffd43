import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Affiliate programme; public, members also see their earnings (affiliate issue). */
export const Route = createFileRoute('/_default/affiliate')({
  component: () => <ComingSoon title="แนะนำเพื่อน" />,
});
