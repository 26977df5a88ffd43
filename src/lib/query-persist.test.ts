import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query';
import { isPersistable, PERSIST_BUSTER, PERSIST_KEY, persistQueries } from './query-persist';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

type Stored = { buster: string; timestamp: number; clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
const stored = () => JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null') as Stored | null;

describe('the persisted query cache', () => {
  it('keeps only public answers: agent content, game catalogue, lotto; never the member’s data', () => {
    expect(isPersistable(['lotto', 'results', { category_id: 1 }])).toBe(true);
    expect(isPersistable(['lotto', 'rates'])).toBe(true);
    expect(isPersistable(['games', 'lobby', 'slot'])).toBe(true);
    expect(isPersistable(['agent', 'notifications'])).toBe(true);
    expect(isPersistable(['sport', 'fixtures', 'today'])).toBe(true);
    expect(isPersistable(['member', 'sport', 'bets', 'open'])).toBe(false);
    expect(isPersistable(['member', 'wallets'])).toBe(false);
    expect(isPersistable(['member', 'statement', {}])).toBe(false);
    expect(isPersistable(['member', 'lotto', 'bills'])).toBe(false);
    expect(isPersistable(['play', 'session', 'gl_x'])).toBe(false);
  });

  it('writes public answers to localStorage a second after they change, and restores them into a new client', async () => {
    const first = createQueryClient();
    const stop = await persistQueries(first);
    first.setQueryData(['lotto', 'rates'], { rates: [900] });
    first.setQueryData(['member', 'wallets'], [{ id: 1, balance: 1500 }]);
    await vi.advanceTimersByTimeAsync(900);
    expect(stored()).toBeNull();
    await vi.advanceTimersByTimeAsync(101);
    const saved = stored();
    expect(saved?.buster).toBe(PERSIST_BUSTER);
    expect(saved?.clientState.queries.map((q) => q.queryKey)).toEqual([['lotto', 'rates']]);
    expect(JSON.stringify(saved)).not.toContain('1500');
    const fetchedAt = first.getQueryState(['lotto', 'rates'])?.dataUpdatedAt;
    stop();

    // The next launch: restored before anything reads the cache, with the original fetch time.
    const next = createQueryClient();
    await persistQueries(next);
    expect(next.getQueryData(['lotto', 'rates'])).toEqual({ rates: [900] });
    expect(next.getQueryState(['lotto', 'rates'])?.dataUpdatedAt).toBe(fetchedAt);
    expect(next.getQueryData(['member', 'wallets'])).toBeUndefined();
  });

  it('saves at once when the page is hidden', async () => {
    const client = createQueryClient();
    const stop = await persistQueries(client);
    client.setQueryData(['agent', 'banners'], [{ id: 1 }]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()?.clientState.queries.map((q) => q.queryKey)).toEqual([['agent', 'banners']]);
    stop();
  });

  it('discards a copy older than a week or written by another cache version', async () => {
    const old: Stored = {
      buster: PERSIST_BUSTER,
      timestamp: Date.now() - 8 * 24 * 60 * 60 * 1000,
      clientState: { queries: [] },
    };
    localStorage.setItem(PERSIST_KEY, JSON.stringify(old));
    await persistQueries(createQueryClient());
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();

    const client = createQueryClient();
    client.setQueryData(['lotto', 'rates'], 'x');
    const stop = await persistQueries(client);
    client.setQueryData(['lotto', 'rates'], 'y');
    await vi.advanceTimersByTimeAsync(1001);
    stop();
    expect(stored()?.clientState.queries).toHaveLength(1);
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ ...stored(), buster: 'another' }));
    const next = createQueryClient();
    await persistQueries(next);
    expect(next.getQueryData(['lotto', 'rates'])).toBeUndefined();
  });
});
