import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Live casino lobby (games issue). */
export const Route = createFileRoute('/_default/casino')({
  component: () => <ComingSoon title="คาสิโนสด" />,
});
