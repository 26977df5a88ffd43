import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRatesPage } from '@/features/lotto';

/** The lotto rates on their own chunk (features/lotto/rates). */
export const Route = createFileRoute('/_default/lotto/rates')({
  loader: async ({ context }) => (await loadRatesPage()).ensureRates(context.queryClient),
  component: lazyRouteComponent(loadRatesPage, 'RatesPage'),
});
