import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureStatement, loadStatementPage } from '@/features/statement';
import { pageWithData } from '@/lib/route-data';

/** The financial statement in the auth layout, on its own chunk. */
export const Route = createFileRoute('/_auth/member/statement')({
  loader: ({ context }) => pageWithData(loadStatementPage, ensureStatement(context.queryClient)),
  component: lazyRouteComponent(loadStatementPage, 'StatementPage'),
});
