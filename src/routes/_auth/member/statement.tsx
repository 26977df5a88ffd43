import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMoneyPages } from '@/features/payments';

/** The financial statement in the auth layout (the money pages' chunk: see _payment/member/deposit.tsx). */
export const Route = createFileRoute('/_auth/member/statement')({
  loader: async ({ context }) => (await loadMoneyPages()).ensureStatement(context.queryClient),
  component: lazyRouteComponent(loadMoneyPages, 'StatementPage'),
});
