import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensurePointsPage, loadPointsPage } from '@/features/points';
import { pageWithData } from '@/lib/route-data';

/** The member's points and VIP level: the progress to the next level, the balance, how to earn, the history. */
export const Route = createFileRoute('/_auth/member/points')({
  loader: ({ context }) => pageWithData(loadPointsPage, ensurePointsPage(context.queryClient)),
  component: lazyRouteComponent(loadPointsPage, 'PointsPage'),
});
