import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Fishing game lobby (games issue). */
export const Route = createFileRoute('/_default/fishing')({
  component: () => <ComingSoon title="ยิงปลา" />,
});
