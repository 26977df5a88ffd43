import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Lotto lobby (lotto issue). */
export const Route = createFileRoute('/_default/lotto/lobby')({
  component: () => <ComingSoon title="หวยออนไลน์" />,
});
