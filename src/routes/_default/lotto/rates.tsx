import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Lotto rates (lotto issue). */
export const Route = createFileRoute('/_default/lotto/rates')({
  component: () => <ComingSoon title="อัตราจ่ายหวย" />,
});
