import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCashbackPage } from '@/features/rewards';

/** Daily cashback and turnover commission: the public rules; members see today's figures, claim and history. */
export const Route = createFileRoute('/_default/cashback')({
  loader: async ({ context }) => (await loadCashbackPage()).ensureCashback(context.queryClient, context.store),
  component: lazyRouteComponent(loadCashbackPage, 'CashbackPage'),
});
