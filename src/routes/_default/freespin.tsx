import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Free-spin games (games issue). */
export const Route = createFileRoute('/_default/freespin')({
  component: () => <ComingSoon title="ฟรีสปิน" />,
});
