import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Game play in its own layout (games issue). */
export const Route = createFileRoute('/_game/play')({
  component: () => <ComingSoon title="เล่นเกม" />,
});
