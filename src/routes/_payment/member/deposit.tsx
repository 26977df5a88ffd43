import type { PaymentChannelType } from '@contract/payments';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureDeposit, loadMoneyPages } from '@/features/payments';
import { pageWithData } from '@/lib/route-data';

/**
 * Deposit in the payment layout; ?channel= picks the tab (checked by the page). Deposit and the QR
 * payment are one chunk loaded through lazyRouteComponent, so the first page's route tree carries no
 * list of their dependencies (bench/bundle.mjs, 200 KB budget).
 */
export const Route = createFileRoute('/_payment/member/deposit')({
  validateSearch: (search: Record<string, unknown>) => search as { channel?: PaymentChannelType },
  loader: ({ context }) => pageWithData(loadMoneyPages, ensureDeposit(context.queryClient)),
  component: lazyRouteComponent(loadMoneyPages, 'DepositPage'),
});
