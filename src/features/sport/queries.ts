import type { SportBetsData, SportConfigData, SportFixturesData } from '@contract/sport';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { ensurePageData, ensurePageList } from '@/lib/route-data';
import { isLoggedInAtom } from '@/state/auth';
import type { appStore } from '@/state/store';
import type { SportDay, SportSearch } from './search';

export type BetsStatus = 'open' | 'settled';

/**
 * The sportsbook's reads (docs/sport.md). Fixtures and config are public odds under 'sport' (kept
 * in storage, so the table stays readable offline with its fetch time); the member's bets sit
 * under 'member', dropped at logout and never stored.
 */
export const sportKeys = {
  config: ['sport', 'config'] as const,
  fixtures: (day: SportDay) => ['sport', 'fixtures', day] as const,
  bets: (status: BetsStatus) => ['member', 'sport', 'bets', status] as const,
  betsRoot: ['member', 'sport', 'bets'] as const,
};

export const sportConfigQuery = () =>
  queryOptions({
    queryKey: sportKeys.config,
    queryFn: async () => unwrap(await api.get<SportConfigData>('/sport/config')),
    staleTime: 60_000,
  });

/**
 * GET /api/sport/fixtures of a Bangkok day, every league (the page filters a league itself, so the
 * chips stay and a stored day answers offline). Odds move: an open page asks again every 30 s.
 */
export const sportFixturesQuery = (day: SportDay) =>
  queryOptions({
    queryKey: sportKeys.fixtures(day),
    queryFn: async () => unwrap(await api.get<SportFixturesData>('/sport/fixtures', { day })),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

/** GET /api/sport/bets: the member's bills, newest first, 20 a page. */
export const sportBetsQuery = (status: BetsStatus) =>
  infiniteQueryOptions({
    queryKey: sportKeys.bets(status),
    queryFn: async ({ pageParam }) =>
      unwrap(await api.get<SportBetsData>('/sport/bets', { status, ...(pageParam ? { before: pageParam } : {}) })),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: 15_000,
  });

/** The /sport route's reads: the day's fixtures and the slip's config. */
export const ensureSport = async (queryClient: QueryClient, search: SportSearch) => {
  await Promise.all([
    ensurePageData(queryClient, sportFixturesQuery(search.day ?? 'today')),
    ensurePageData(queryClient, sportConfigQuery()),
  ]);
};

/** The /sport/bets route's read, for a member: the first page of their open or settled bills. */
export const ensureBets = async (queryClient: QueryClient, store: typeof appStore, status: BetsStatus) => {
  if (store.get(isLoggedInAtom)) await ensurePageList(queryClient, sportBetsQuery(status));
};
