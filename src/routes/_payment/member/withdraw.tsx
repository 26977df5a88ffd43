import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMoneyPages } from '@/features/payments';

/** Withdraw in the payment layout (the money pages' chunk: see deposit.tsx). */
export const Route = createFileRoute('/_payment/member/withdraw')({
  loader: async ({ context }) => (await loadMoneyPages()).ensureWithdraw(context.queryClient),
  component: lazyRouteComponent(loadMoneyPages, 'WithdrawPage'),
});
