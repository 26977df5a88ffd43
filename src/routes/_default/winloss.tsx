import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureWinloss, loadWinlossPage } from '@/features/rewards';
import { pageWithData } from '@/lib/route-data';

/** The weekly win/loss refund: its tiers and rules; members go on to /member/winloss. */
export const Route = createFileRoute('/_default/winloss')({
  loader: ({ context }) => pageWithData(loadWinlossPage, ensureWinloss(context.queryClient)),
  component: lazyRouteComponent(loadWinlossPage, 'WinlossPage'),
});
