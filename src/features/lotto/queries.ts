import type { BillStatus } from '@contract/lotto';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { lottoApi, type ResultsFilter } from './api';

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
