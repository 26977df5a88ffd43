import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMyWinlossPage } from '@/features/rewards';

/** The member's win/loss refunds: this week's running net and tier, the claim, past weeks. */
export const Route = createFileRoute('/_auth/member/winloss')({
  loader: async ({ context }) => (await loadMyWinlossPage()).ensureMyWinloss(context.queryClient),
  component: lazyRouteComponent(loadMyWinlossPage, 'MyWinlossPage'),
});
