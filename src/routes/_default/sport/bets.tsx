import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureBets, loadBetsPage } from '@/features/sport';
import { pageWithData } from '@/lib/route-data';

/** The member's football bills "โพยบอลของฉัน" (?status=open|settled) on their own chunk. */
export const Route = createFileRoute('/_default/sport/bets')({
  validateSearch: (search: Record<string, unknown>): { status?: 'settled' } => (search.status === 'settled' ? { status: 'settled' } : {}),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => pageWithData(loadBetsPage, ensureBets(context.queryClient, context.store, deps.status ?? 'open')),
  component: lazyRouteComponent(loadBetsPage, 'BetsPage'),
});
