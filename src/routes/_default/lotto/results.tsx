import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureResults, loadResultsPage } from '@/features/lotto';
import { pageWithData } from '@/lib/route-data';

type ResultsSearch = { category?: number; date?: string };

/** Lotto results (?category= one category, ?date=YYYY-MM-DD one Gregorian day) on their own chunk. */
export const Route = createFileRoute('/_default/lotto/results')({
  validateSearch: (search: Record<string, unknown>): ResultsSearch => {
    const category = Number(search.category);
    const date = typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined;
    return { ...(Number.isSafeInteger(category) && category > 0 ? { category } : {}), ...(date ? { date } : {}) };
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => pageWithData(loadResultsPage, ensureResults(context.queryClient, deps)),
  component: lazyRouteComponent(loadResultsPage, 'ResultsPage'),
});
