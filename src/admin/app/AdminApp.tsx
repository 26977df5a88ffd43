import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import { refetchOnMount } from './kit/route';
import { adminSystem } from './theme';

/** No answer or a 5xx; a business answer or a 4xx is final. */
const transient = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

/**
 * Operators' reads are fresh on every visit to a page: each route's loader starts its page's query
 * as the navigation starts, and the page mounting does not ask again for what just came (nor retry
 * what the loader just saw fail: the page shows it with its retry). Only a lost connection or a 5xx
 * is retried once.
 */
export function createAdminQueryClient(opts: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        refetchOnMount,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        retry: opts.retry === false ? false : (count, err) => count < 1 && transient(err),
      },
      mutations: { retry: false },
    },
  });
}

export function AdminApp({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <ChakraProvider value={adminSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
