import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadBillsPage } from '@/features/lotto';

type BillsSearch = { bill?: number; status?: string };

/**
 * The member's lotto bills (?status= filters, ?bill= opens one) on their own chunk. The status is
 * checked by the page against the contract's list, so this file imports nothing that `/` loads.
 */
export const Route = createFileRoute('/_default/lotto/bills')({
  validateSearch: (search: Record<string, unknown>): BillsSearch => {
    const bill = Number(search.bill);
    return {
      ...(Number.isSafeInteger(bill) && bill > 0 ? { bill } : {}),
      ...(typeof search.status === 'string' && /^[a-z]{1,20}$/.test(search.status) ? { status: search.status } : {}),
    };
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await loadBillsPage()).ensureBills(context.queryClient, context.store, deps),
  component: lazyRouteComponent(loadBillsPage, 'BillsPage'),
});
