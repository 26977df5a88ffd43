import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Slot game lobby (games issue). */
export const Route = createFileRoute('/_default/slot')({
  component: () => <ComingSoon title="สล็อต" />,
});
