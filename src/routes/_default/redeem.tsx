import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Points shop (points issue). */
export const Route = createFileRoute('/_default/redeem')({
  component: () => <ComingSoon title="แลกของรางวัล" />,
});
