import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Win/loss refund; public rules, members claim (cashback issue). */
export const Route = createFileRoute('/_default/winloss')({
  component: () => <ComingSoon title="คืนยอดเสีย" />,
});
