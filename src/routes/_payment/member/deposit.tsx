import type { PaymentChannelType } from '@contract/payments';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMoneyPages } from '@/features/payments';

/**
 * Deposit in the payment layout; ?channel= picks the tab (checked by the page). The money pages are
 * one chunk loaded through lazyRouteComponent, so the first page's route tree carries no list of
 * their dependencies (bench/bundle.mjs, 200 KB budget).
 */
export const Route = createFileRoute('/_payment/member/deposit')({
  validateSearch: (search: Record<string, unknown>) => search as { channel?: PaymentChannelType },
  loader: async ({ context }) => (await loadMoneyPages()).ensureDeposit(context.queryClient),
  component: lazyRouteComponent(loadMoneyPages, 'DepositPage'),
});
