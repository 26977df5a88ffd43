import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Daily cashback; public rules, members claim (cashback issue). */
export const Route = createFileRoute('/_default/cashback')({
  component: () => <ComingSoon title="แคชแบ็กรายวัน" />,
});
