import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Lotto bills (lotto issue). */
export const Route = createFileRoute('/_default/lotto/bills')({
  component: () => <ComingSoon title="โพยหวยของฉัน" />,
});
