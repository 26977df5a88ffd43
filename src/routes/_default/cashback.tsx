import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureCashback, loadCashbackPage } from '@/features/rewards';
import { pageWithData } from '@/lib/route-data';

/** Daily cashback and turnover commission: the public rules; members see today's figures, claim and history. */
export const Route = createFileRoute('/_default/cashback')({
  loader: ({ context }) => pageWithData(loadCashbackPage, ensureCashback(context.queryClient, context.store)),
  component: lazyRouteComponent(loadCashbackPage, 'CashbackPage'),
});
