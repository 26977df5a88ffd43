import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadWinlossPage } from '@/features/rewards';

/** The weekly win/loss refund: its tiers and rules; members go on to /member/winloss. */
export const Route = createFileRoute('/_default/winloss')({
  loader: async ({ context }) => (await loadWinlossPage()).ensureWinloss(context.queryClient),
  component: lazyRouteComponent(loadWinlossPage, 'WinlossPage'),
});
