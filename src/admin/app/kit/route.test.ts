import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { idParam, JUST_LOADED_MS, keep, keepOr, oneOf, pageNumber, refetchOnMount, searchOf, startQuery } from './route';

/** A page's search the way the pages write theirs: a tab, a server enum with the page's own default, a typed filter, an id, a page. */
const Search = z.object({
  tab: oneOf(['list', 'report'], 'list'),
  status: keepOr(z.enum(['pending', 'approved', 'all']).optional(), 'pending'),
  q: keep(z.string().trim().min(2)),
  member: keep(z.coerce.number().int().min(1)),
  id: idParam(),
  page: pageNumber(),
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a route's search", () => {
  it('opens the default view when the address says nothing', () => {
    expect(Search.parse({})).toEqual({ tab: 'list', status: 'pending', page: 1 });
  });

  it('keeps good values, reading numbers typed in a text box as text', () => {
    expect(Search.parse({ tab: 'report', status: 'all', q: 81234, member: '7', id: '12', page: '3' })).toEqual({
      tab: 'report',
      status: 'all',
      q: '81234',
      member: 7,
      id: 12,
      page: 3,
    });
  });

  it('falls back to the default view field by field when the address is bad, instead of an error page', () => {
    expect(Search.parse({ tab: 'nope', status: 'lost', q: 'x', member: '-1', id: 'abc', page: '0' })).toEqual({
      tab: 'list',
      status: 'pending',
      page: 1,
    });
    expect(Search.parse({ page: '99999' }).page).toBe(1);
  });

  it('leaves the defaults out of the address', () => {
    const { validateSearch, search } = searchOf(Search, () => {});
    expect(validateSearch).toBe(Search);
    const [strip] = search.middlewares;
    // What the router hands a search middleware: the search so far, and the rest of the chain (here, the view to write).
    const view = Search.parse({ page: '2', q: 'สม' });
    const context: Parameters<typeof strip>[0] = { search: view, next: () => view };
    const written = strip(context);
    expect(written).toEqual({ page: 2, q: 'สม' });
  });

  it("starts the view's queries from the loader without waiting for them", async () => {
    const queryClient = new QueryClient();
    let answer: (v: string) => void = () => {};
    const fetched = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const asked: unknown[] = [];
    const { loaderDeps, loader } = searchOf(Search, (view, start) => {
      asked.push(view);
      start({ queryKey: ['admin', 'x', view.page], queryFn: () => fetched });
    });
    const view = Search.parse({ page: '2' });
    expect(loaderDeps({ search: view })).toBe(view);
    // The loader returns at once: the page shows its own loading state meanwhile.
    expect(loader({ context: { queryClient }, deps: view })).toBeUndefined();
    expect(asked).toEqual([view]);
    expect(queryClient.getQueryState(['admin', 'x', 2])?.fetchStatus).toBe('fetching');
    answer('ok');
    await vi.waitFor(() => expect(queryClient.getQueryData(['admin', 'x', 2])).toBe('ok'));
  });
});

describe('a page mounting after its loader', () => {
  it('takes what the loader just started, and asks again once that is older than a moment', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    const queryClient = new QueryClient();
    startQuery(queryClient, { queryKey: ['admin', 'started'], queryFn: async () => 1 });
    queryClient.setQueryData(['admin', 'other'], 2);
    const started = queryClient.getQueryCache().find({ queryKey: ['admin', 'started'] });
    const other = queryClient.getQueryCache().find({ queryKey: ['admin', 'other'] });
    if (!started || !other) throw new Error('both queries are in the cache');
    expect(refetchOnMount(started)).toBe(false);
    expect(refetchOnMount(other)).toBe(true);
    vi.setSystemTime(Date.now() + JUST_LOADED_MS + 1);
    expect(refetchOnMount(started)).toBe(true);
  });

  it('swallows a failure the loader started: the page shows it with its retry', async () => {
    const queryClient = new QueryClient();
    startQuery(queryClient, {
      queryKey: ['admin', 'fails'],
      queryFn: async () => {
        throw new Error('ระบบขัดข้อง');
      },
      retry: false,
    });
    await vi.waitFor(() => expect(queryClient.getQueryState(['admin', 'fails'])?.status).toBe('error'));
  });
});
