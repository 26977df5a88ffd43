import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureRates, loadRatesPage } from '@/features/lotto';
import { pageWithData } from '@/lib/route-data';

/** The lotto rates on their own chunk (features/lotto/rates). */
export const Route = createFileRoute('/_default/lotto/rates')({
  loader: ({ context }) => pageWithData(loadRatesPage, ensureRates(context.queryClient)),
  component: lazyRouteComponent(loadRatesPage, 'RatesPage'),
});
