import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The financial statement in the auth layout (the money pages' chunk: see _payment/member/deposit.tsx). */
export const Route = createFileRoute('/_auth/member/statement')({
  component: lazyRouteComponent(() => import('@/features/payments/pages'), 'StatementPage'),
});
