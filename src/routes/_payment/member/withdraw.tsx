import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureWithdraw, loadWithdrawPage } from '@/features/withdrawals';
import { pageWithData } from '@/lib/route-data';

/** Withdraw in the payment layout, on its own chunk. */
export const Route = createFileRoute('/_payment/member/withdraw')({
  loader: ({ context }) => pageWithData(loadWithdrawPage, ensureWithdraw(context.queryClient)),
  component: lazyRouteComponent(loadWithdrawPage, 'WithdrawPage'),
});
