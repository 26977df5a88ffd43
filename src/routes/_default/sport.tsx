import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Sport betting lobby (games issue). */
export const Route = createFileRoute('/_default/sport')({
  component: () => <ComingSoon title="กีฬา" />,
});
