import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadResultsPage } from '@/features/lotto';

type ResultsSearch = { category?: number; date?: string };

/** Lotto results (?category= one category, ?date=YYYY-MM-DD one Gregorian day) on their own chunk. */
export const Route = createFileRoute('/_default/lotto/results')({
  validateSearch: (search: Record<string, unknown>): ResultsSearch => {
    const category = Number(search.category);
    const date = typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined;
    return { ...(Number.isSafeInteger(category) && category > 0 ? { category } : {}), ...(date ? { date } : {}) };
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await loadResultsPage()).ensureResults(context.queryClient, deps),
  component: lazyRouteComponent(loadResultsPage, 'ResultsPage'),
});
