import { QueryClient } from '@tanstack/react-query';

/**
 * The query client. `offlineFirst` lets cached data and the service worker answer while offline;
 * gcTime is a day so that the persister of a later issue (maxAge <= gcTime) can restore it.
 */
export function createQueryClient(opts: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        gcTime: 24 * 60 * 60 * 1000,
        staleTime: 30_000,
        retry: opts.retry ?? 1,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}
