import type { QueryClient } from '@tanstack/react-query';
import { isOffline } from '@/lib/network';
import { latestResultsQuery, ratesQuery } from './queries';

/**
 * Lotto results and rates open offline after one online visit to any page (docs/pwa.md): once the
 * app is idle, the latest results (the results page's first view) and the rates are asked for, so
 * they are in the stored query cache (lib/query-persist.ts keeps 'lotto' answers) and, through the
 * service worker, in its lotto cache. On a first visit the worker takes the page over a little
 * later: they are asked for once more then, so that the worker keeps them too.
 */
export function prefetchLottoForOffline(
  queryClient: QueryClient,
  serviceWorker: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (isOffline()) return;
  const ask = (staleTime?: number) => {
    void queryClient.prefetchQuery(staleTime === undefined ? latestResultsQuery() : { ...latestResultsQuery(), staleTime });
    void queryClient.prefetchQuery(staleTime === undefined ? ratesQuery() : { ...ratesQuery(), staleTime });
  };
  ask();
  if (serviceWorker && !serviceWorker.controller) {
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        if (!isOffline()) ask(0);
      },
      { once: true },
    );
  }
}
