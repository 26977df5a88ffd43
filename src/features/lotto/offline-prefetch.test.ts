import { onlineManager } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query';
import { isPersistable } from '@/lib/query-persist';
import { ok } from '@/test/api';
import { mockApi } from '@/test/server';
import { prefetchLottoForOffline } from './offline-prefetch';
import { latestResultsQuery, ratesQuery } from './queries';
import { categoryFixture, rateFixture, resultRowFixture } from './testing';

const calls: string[] = [];
mockApi(
  http.get('/api/lotto/result', () => {
    calls.push('result');
    return HttpResponse.json(ok({ items: [resultRowFixture(1)] }));
  }),
  http.get('/api/lotto/rates', () => {
    calls.push('rates');
    return HttpResponse.json(ok({ categories: [{ ...categoryFixture(1), rates: [rateFixture('3top', '3 ตัวบน', 900)] }] }));
  }),
);
afterEach(() => {
  calls.length = 0;
  onlineManager.setOnline(true);
});

/** A service worker container as the page sees it before the worker has taken it over. */
function uncontrolled() {
  const target = new EventTarget();
  return Object.assign(target, { controller: null }) as unknown as ServiceWorkerContainer;
}

describe('lotto results and rates for offline use', () => {
  it('asks for the latest results and the rates, which the stored cache keeps', async () => {
    const queryClient = createQueryClient({ retry: false });
    prefetchLottoForOffline(queryClient, undefined);
    await expect.poll(() => queryClient.getQueryData(latestResultsQuery().queryKey)).toBeTruthy();
    await expect.poll(() => queryClient.getQueryData(ratesQuery().queryKey)).toBeTruthy();
    expect(calls.sort()).toEqual(['rates', 'result']);
    // Both are public lotto answers: the persister writes them to storage.
    expect(isPersistable(latestResultsQuery().queryKey)).toBe(true);
    expect(isPersistable(ratesQuery().queryKey)).toBe(true);
  });

  it('asks again once the service worker takes the page over, so its lotto cache has them too', async () => {
    const queryClient = createQueryClient({ retry: false });
    const sw = uncontrolled();
    prefetchLottoForOffline(queryClient, sw);
    await expect.poll(() => calls.length).toBe(2);
    sw.dispatchEvent(new Event('controllerchange'));
    await expect.poll(() => calls.length).toBe(4);
    // Once only.
    sw.dispatchEvent(new Event('controllerchange'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(4);
  });

  it('asks for nothing offline', async () => {
    const queryClient = createQueryClient({ retry: false });
    onlineManager.setOnline(false);
    const sw = uncontrolled();
    prefetchLottoForOffline(queryClient, sw);
    sw.dispatchEvent(new Event('controllerchange'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });
});
