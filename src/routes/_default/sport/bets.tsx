import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadBetsPage } from '@/features/sport';

/** The member's football bills "โพยบอลของฉัน" (?status=open|settled) on their own chunk. */
export const Route = createFileRoute('/_default/sport/bets')({
  validateSearch: (search: Record<string, unknown>): { status?: 'settled' } => (search.status === 'settled' ? { status: 'settled' } : {}),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await loadBetsPage()).ensureBets(context.queryClient, context.store, deps.status ?? 'open'),
  component: lazyRouteComponent(loadBetsPage, 'BetsPage'),
});
