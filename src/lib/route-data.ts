import type { FetchInfiniteQueryOptions, QueryClient, QueryKey, UseSuspenseQueryOptions } from '@tanstack/react-query';

/**
 * A route loader's read of its page's primary query (docs/decisions.md "Route data"): data in the cache
 * (restored from storage at start) answers at once, offline too; otherwise the navigation waits for
 * the answer, so the page renders whole. Offline with nothing cached the read fails at once
 * (lib/query.ts `shouldRetry`). A failure is not thrown: the page's QueryBoundary shows it with its
 * retry, in the page, instead of the route's full-screen error page.
 */
export async function ensurePageData<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: UseSuspenseQueryOptions<T, Error, T, K>,
): Promise<void> {
  await queryClient.ensureQueryData(options).catch(() => undefined);
}

/** The same for a paged list: its first page. */
export async function ensurePageList<T, K extends QueryKey, P>(
  queryClient: QueryClient,
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
): Promise<void> {
  await queryClient.ensureInfiniteQueryData(options).catch(() => undefined);
}

/**
 * The loader of a page on its own chunk: its reads and its code at once, never one after the other.
 * The reads are arguments, so they are on their way before the chunk is asked for; the navigation
 * waits for both, so the page renders whole. Their query options therefore live where the route can
 * import them without the page (the feature's `queries.ts`, zod-free: the routes are in the first
 * chunk). A read's failure is left to the page (above); a chunk that cannot load fails the navigation.
 */
export async function pageWithData(loadPage: () => Promise<unknown>, ...reads: (Promise<void> | undefined)[]): Promise<void> {
  await Promise.all([...reads, loadPage()]);
}
