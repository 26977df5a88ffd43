import type { BillStatus } from '@contract/lotto';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ensurePageData, ensurePageList } from '@/lib/route-data';
import { isLoggedInAtom } from '@/state/auth';
import type { appStore } from '@/state/store';
import { lottoApi, type ResultsFilter } from './api';
import { takeEmbeddedResults } from './results/embedded';
import type { ResultFilter } from './results/ResultFilters';

/**
 * Query options of the lotto reads. A failed call throws (ApiError), so react-query keeps only
 * answers with error 0 (status 0 for the lobby): docs/product.md "Lotto on the client".
 */
export const lottoKeys = {
  all: ['lotto'] as const,
  lobby: () => ['lotto', 'lobby'] as const,
  round: (round_id: number) => ['lotto', 'round', round_id] as const,
  rule: (round_id: number) => ['lotto', 'rule', round_id] as const,
  limit: (round_id: number) => ['lotto', 'limit', round_id] as const,
  rates: () => ['lotto', 'rates'] as const,
  latestResults: () => ['lotto', 'result'] as const,
  results: (f: Omit<ResultsFilter, 'cursor'>) => ['lotto', 'results', f] as const,
  /** The member's own bills sit under 'member' so that logout (removeQueries ['member']) drops them. */
  bills: () => ['member', 'lotto', 'bills'] as const,
  billList: (status: BillStatus | undefined) => ['member', 'lotto', 'bills', 'list', status ?? 'all'] as const,
  billDetail: (bill_id: number) => ['member', 'lotto', 'bills', 'detail', bill_id] as const,
};

export const lobbyQuery = () =>
  queryOptions({
    queryKey: lottoKeys.lobby(),
    queryFn: lottoApi.lobby,
    staleTime: 20_000,
    // New rounds open as others close: refresh the lobby while it is on screen.
    refetchInterval: 60_000,
  });

export const roundQuery = (round_id: number) =>
  queryOptions({ queryKey: lottoKeys.round(round_id), queryFn: () => lottoApi.round(round_id), staleTime: 10_000 });

export const ruleQuery = (round_id: number) =>
  queryOptions({ queryKey: lottoKeys.rule(round_id), queryFn: () => lottoApi.rule(round_id), staleTime: 5 * 60_000 });

export const limitQuery = (round_id: number) =>
  queryOptions({ queryKey: lottoKeys.limit(round_id), queryFn: () => lottoApi.limit(round_id), staleTime: 10_000 });

export const ratesQuery = () => queryOptions({ queryKey: lottoKeys.rates(), queryFn: () => lottoApi.rates(), staleTime: 5 * 60_000 });

/** The latest result of every category. */
export const latestResultsQuery = () =>
  queryOptions({ queryKey: lottoKeys.latestResults(), queryFn: () => lottoApi.result(), staleTime: 60_000 });

/** Results, latest draw first, by keyset cursor. */
export const resultsQuery = (f: Omit<ResultsFilter, 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: lottoKeys.results(f),
    queryFn: ({ pageParam }) => lottoApi.results({ ...f, cursor: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 60_000,
  });

export const billListQuery = (status?: BillStatus) =>
  infiniteQueryOptions({
    queryKey: lottoKeys.billList(status),
    queryFn: ({ pageParam }) => lottoApi.bills({ status, cursor: pageParam, limit: 20 }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 15_000,
  });

export const billDetailQuery = (bill_id: number) =>
  queryOptions({ queryKey: lottoKeys.billDetail(bill_id), queryFn: () => lottoApi.billDetail(bill_id), staleTime: 15_000 });

/**
 * The bill statuses the list filters by (?status=), checked against the contract's type; the list
 * itself (contract/lotto-names.ts) stays out of the first chunk, which holds the routes' reads.
 */
const BILL_FILTERS: Record<BillStatus, true> = { pending: true, won: true, lost: true, cancelled: true, refunded: true };

/** ?status= as the bills page filters by it: a known status, else every bill. */
export const billStatusOf = (status: string | undefined): BillStatus | undefined =>
  status !== undefined && Object.hasOwn(BILL_FILTERS, status) ? (status as BillStatus) : undefined;

/** The results page's filtered list (its first page is the route's read). */
export const filteredResultsQuery = (filter: ResultFilter) => resultsQuery({ category_id: filter.category, date: filter.date, limit: 20 });

/** The /lotto/lobby route's read: the categories and their current rounds. */
export const ensureLobby = (queryClient: QueryClient) => ensurePageData(queryClient, lobbyQuery());

/** The /lotto/{round_id} route's read: the round (the rest of the page loads beside it). */
export const ensureRound = (queryClient: QueryClient, roundId: number) => ensurePageData(queryClient, roundQuery(roundId));

/** The /lotto/rates route's read: the rates of every category. */
export const ensureRates = (queryClient: QueryClient) => ensurePageData(queryClient, ratesQuery());

/** The /lotto/results route's read: the page's first view, the latest results or the filtered list's first page. */
export function ensureResults(queryClient: QueryClient, filter: ResultFilter): Promise<void> {
  if (filter.category !== undefined || filter.date !== undefined) return ensurePageList(queryClient, filteredResultsQuery(filter));
  // The results the server wrote into the page: the first view needs no request of its own.
  takeEmbeddedResults(queryClient, lottoKeys.latestResults());
  return ensurePageData(queryClient, latestResultsQuery());
}

/** The /lotto/bills route's reads, for a member: the bills' first page and the bill opened by ?bill=. */
export async function ensureBills(
  queryClient: QueryClient,
  store: typeof appStore,
  search: { status?: string; bill?: number },
): Promise<void> {
  if (!store.get(isLoggedInAtom)) return;
  await Promise.all([
    ensurePageList(queryClient, billListQuery(billStatusOf(search.status))),
    search.bill ? ensurePageData(queryClient, billDetailQuery(search.bill)) : undefined,
  ]);
}
