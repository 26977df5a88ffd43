import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { ApiError } from './api-error';
import { isOffline, reportTransport, syncOnlineState } from './network';

/** How long answers are kept, in memory and in the persisted copy (query-persist.ts): a week. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Tries after the first failure of a read, online (each try is bounded by the HTTP client's 15 s timeout). */
export const MAX_RETRIES = 2;

/** A network failure, a timeout or a 5xx is worth another try; a business answer or a 4xx is not. */
export function isTransient(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || err.status >= 500);
}

/**
 * Whether a failed read tries again. Online: up to MAX_RETRIES times for transient failures.
 * Offline: a query that has data pauses (offlineFirst) and resumes when the network returns, its data
 * staying on screen; one without data fails at once, so its page shows an error instead of a spinner.
 */
export function shouldRetry(failureCount: number, err: unknown, hasData: boolean, offline = isOffline()): boolean {
  if (!isTransient(err)) return false;
  if (offline) return hasData;
  return failureCount < MAX_RETRIES;
}

/** 1 s, then 2 s (at most 8 s). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000);
}

const defaultRetry = (failureCount: number, err: unknown) => shouldRetry(failureCount, err, false);

/**
 * The query client, offline-aware: while the browser is offline, data already on hand counts as
 * fresh, so mounting a page, a loader's prefetch or a lost connection never replaces the last good
 * answer (and its fetch time) with a failure or an empty fallback. Reads try again per shouldRetry.
 */
class AppQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    if (options._defaulted) return options as DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>;
    const o = super.defaultQueryOptions(options);
    const staleTime = o.staleTime;
    o.staleTime = (query) => {
      if (isOffline() && query.state.data !== undefined) return Number.POSITIVE_INFINITY;
      return typeof staleTime === 'function' ? staleTime(query) : (staleTime ?? 0);
    };
    if (o.retry === defaultRetry) {
      const hash = o.queryHash;
      o.retry = (failureCount, err) =>
        shouldRetry(failureCount, err, hash !== undefined && this.getQueryCache().get(hash)?.state.data !== undefined);
    }
    return o;
  }
}

/** Transport failures mark the server unreachable for the offline notice; any answer clears it. */
function noteError(err: unknown) {
  if (err instanceof ApiError) reportTransport(err.status !== 0);
}

/**
 * The app's query client. `offlineFirst` lets a read run once even offline, so the service worker's
 * cache can answer it. Pass `retry` to override the policy (component tests use `false`).
 */
export function createQueryClient(opts: { retry?: number | false } = {}): QueryClient {
  syncOnlineState();
  const config: QueryClientConfig = {
    queryCache: new QueryCache({ onError: noteError, onSuccess: () => reportTransport(true) }),
    mutationCache: new MutationCache({ onError: noteError, onSuccess: () => reportTransport(true) }),
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        gcTime: CACHE_MAX_AGE_MS,
        staleTime: 30_000,
        retry: opts.retry ?? defaultRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      // Money actions never replay by themselves: offline they fail at once with the network message.
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  };
  return new AppQueryClient(config);
}
