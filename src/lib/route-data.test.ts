import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError } from './api-error';
import { createQueryClient } from './query';
import { ensurePageData, pageWithData } from './route-data';

// The query client takes the browser's state when made (jsdom says online): go offline after it.
afterEach(() => onlineManager.setOnline(true));

const ratesQuery = (queryFn: () => Promise<string>) => ({ queryKey: ['lotto', 'rates'], queryFn, staleTime: 60_000 });

describe("a page loader's read of its primary query", () => {
  it('answers at once from the cache offline, asking nobody', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    client.setQueryData(['lotto', 'rates'], 'stored', { updatedAt: Date.now() - 60 * 60_000 });
    const queryFn = vi.fn(async () => 'fresh');
    await ensurePageData(client, ratesQuery(queryFn));
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(['lotto', 'rates'])).toBe('stored');
  });

  it('offline with nothing cached: fails at once, without throwing, leaving the failure for the page', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const queryFn = vi.fn(async (): Promise<string> => {
      throw networkError();
    });
    const started = Date.now();
    await expect(ensurePageData(client, ratesQuery(queryFn))).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['lotto', 'rates'])?.status).toBe('error');
  });

  it('online, waits for the answer', async () => {
    const client = createQueryClient();
    await ensurePageData(
      client,
      ratesQuery(async () => 'fresh'),
    );
    expect(client.getQueryData(['lotto', 'rates'])).toBe('fresh');
  });
});

/** A promise the test settles. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("a page's loader: its data and its code together", () => {
  it('asks for the code while the read is out, and resolves only once both are in', async () => {
    const read = deferred();
    const chunk = deferred<{ Page: string }>();
    const loadPage = vi.fn(() => chunk.promise);
    let done = false;
    const loading = pageWithData(loadPage, read.promise).then(() => {
      done = true;
    });
    expect(loadPage).toHaveBeenCalledTimes(1);
    chunk.resolve({ Page: 'page' });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    read.resolve();
    await loading;
    expect(done).toBe(true);
  });

  it('fails the navigation when the code cannot load (a read that fails is left to the page)', async () => {
    const client = createQueryClient({ retry: false });
    const failing = ensurePageData(
      client,
      ratesQuery(async () => {
        throw networkError();
      }),
    );
    await expect(pageWithData(async () => ({}), failing)).resolves.toBeUndefined();
    const missing = new Error('Failed to fetch dynamically imported module');
    await expect(pageWithData(() => Promise.reject(missing), Promise.resolve())).rejects.toBe(missing);
  });
});
