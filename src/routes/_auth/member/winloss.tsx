import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureMyWinloss, loadMyWinlossPage } from '@/features/rewards';
import { pageWithData } from '@/lib/route-data';

/** The member's win/loss refunds: this week's running net and tier, the claim, past weeks. */
export const Route = createFileRoute('/_auth/member/winloss')({
  loader: ({ context }) => pageWithData(loadMyWinlossPage, ensureMyWinloss(context.queryClient)),
  component: lazyRouteComponent(loadMyWinlossPage, 'MyWinlossPage'),
});
