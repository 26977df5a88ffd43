import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureBills, loadBillsPage } from '@/features/lotto';
import { pageWithData } from '@/lib/route-data';

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
  loader: ({ context, deps }) => pageWithData(loadBillsPage, ensureBills(context.queryClient, context.store, deps)),
  component: lazyRouteComponent(loadBillsPage, 'BillsPage'),
});
