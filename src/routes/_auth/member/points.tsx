import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPointsPage } from '@/features/points';

/** The member's points and VIP level: the progress to the next level, the balance, how to earn, the history. */
export const Route = createFileRoute('/_auth/member/points')({
  loader: async ({ context }) => (await loadPointsPage()).ensurePointsPage(context.queryClient),
  component: lazyRouteComponent(loadPointsPage, 'PointsPage'),
});
