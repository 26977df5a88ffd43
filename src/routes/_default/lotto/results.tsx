import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Lotto results (lotto issue). */
export const Route = createFileRoute('/_default/lotto/results')({
  component: () => <ComingSoon title="ผลหวย" />,
});
