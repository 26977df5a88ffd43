import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError } from './api-error';
import { createQueryClient } from './query';
import { ensurePageData } from './route-data';

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
