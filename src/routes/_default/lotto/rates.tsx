import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The lotto rates on their own chunk (features/lotto/rates). */
export const Route = createFileRoute('/_default/lotto/rates')({
  component: lazyRouteComponent(() => import('@/features/lotto/rates/RatesPage'), 'RatesPage'),
});
