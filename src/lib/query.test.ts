import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from './api-error';
import { getConnectivity } from './network';
import { createQueryClient, isTransient, MAX_RETRIES, retryDelay, shouldRetry } from './query';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

const network = networkError;
const withStatus = (status: number) => new ApiError(8, 'x', { status });

describe('the retry policy', () => {
  it('retries transport failures and 5xx, never business answers or 4xx', () => {
    expect(isTransient(network())).toBe(true);
    expect(isTransient(withStatus(503))).toBe(true);
    expect(isTransient(withStatus(401))).toBe(false);
    expect(isTransient(withStatus(404))).toBe(false);
    expect(isTransient(new Error('ยอดเงินไม่พอ'))).toBe(false);
    expect(isTransient(new ApiError(3001, 'ยอดเงินในกระเป๋าไม่เพียงพอ'))).toBe(false);
  });

  it('online: at most MAX_RETRIES more tries, 1 s then 2 s apart', () => {
    expect(MAX_RETRIES).toBe(2);
    expect(shouldRetry(0, network(), false, false)).toBe(true);
    expect(shouldRetry(1, network(), false, false)).toBe(true);
    expect(shouldRetry(2, network(), false, false)).toBe(false);
    expect([retryDelay(0), retryDelay(1), retryDelay(5)]).toEqual([1000, 2000, 8000]);
  });

  it('offline: a query with data waits for the network, one without data fails at once', () => {
    expect(shouldRetry(0, network(), true, true)).toBe(true);
    expect(shouldRetry(5, network(), true, true)).toBe(true);
    expect(shouldRetry(0, network(), false, true)).toBe(false);
    expect(shouldRetry(0, withStatus(500), true, true)).toBe(true);
    expect(shouldRetry(0, withStatus(422), true, true)).toBe(false);
  });
});

describe('the query client offline', () => {
  it('keeps data on hand and its fetch time: a stale query is not refetched when offline', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'fresh');
    client.setQueryData(['lotto', 'rates'], 'cached', { updatedAt: Date.now() - 60 * 60_000 });
    const fetchedAt = client.getQueryState(['lotto', 'rates'])?.dataUpdatedAt;

    onlineManager.setOnline(false);
    await expect(client.ensureQueryData({ queryKey: ['lotto', 'rates'], queryFn, staleTime: 1000, revalidateIfStale: true })).resolves.toBe(
      'cached',
    );
    await client.prefetchQuery({ queryKey: ['lotto', 'rates'], queryFn, staleTime: 1000 });
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryState(['lotto', 'rates'])?.dataUpdatedAt).toBe(fetchedAt);

    // Back online the same data is stale again and a page refetches it.
    onlineManager.setOnline(true);
    await client.prefetchQuery({ queryKey: ['lotto', 'rates'], queryFn, staleTime: 1000 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['lotto', 'rates'])).toBe('fresh');
  });

  it('offline without data: one try (the service worker may answer), then an error instead of a spinner', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const queryFn = vi.fn(async () => {
      throw network();
    });
    await expect(client.fetchQuery({ queryKey: ['lotto', 'results'], queryFn })).rejects.toThrow('ไม่สามารถเชื่อมต่อ');
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['lotto', 'results'])?.status).toBe('error');
    expect(getConnectivity()).toBe('offline');
  });

  it('offline with data: a refetch that fails pauses and keeps the data as a success, then resumes online', async () => {
    const client = createQueryClient();
    // Mounted (as QueryClientProvider does), the client hears the network come back.
    client.mount();
    client.setQueryData(['games', 'lobby', 'slot'], 'cached');
    let calls = 0;
    const queryFn = vi.fn(async () => {
      calls++;
      if (calls === 1) throw network();
      return 'fresh';
    });
    const observer = new QueryObserver(client, { queryKey: ['games', 'lobby', 'slot'], queryFn, retryDelay: 1 });
    const unsubscribe = observer.subscribe(() => {});
    onlineManager.setOnline(false);
    void observer.refetch();
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'));
    expect(observer.getCurrentResult().status).toBe('success');
    expect(observer.getCurrentResult().data).toBe('cached');

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('fresh'));
    unsubscribe();
    client.unmount();
  });

  it('online, a server that never answers: the query gives up after 3 tries instead of loading forever', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw network();
    });
    const result = client.fetchQuery({ queryKey: ['agent', 'banners'], queryFn }).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 10);
    expect(await result).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1 + MAX_RETRIES);
    expect(getConnectivity()).toBe('unreachable');

    // Any answer from the server clears it.
    await client.fetchQuery({ queryKey: ['agent', 'events'], queryFn: async () => [] });
    expect(getConnectivity()).toBe('online');
  });
});
