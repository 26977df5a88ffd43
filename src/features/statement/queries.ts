import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { ensurePageList } from '@/lib/route-data';
import { type StatementFilters, statementApi } from './api';

const statementQueryRoot = ['member', 'statement'] as const;

export const statementQuery = (filters: StatementFilters) =>
  infiniteQueryOptions({
    queryKey: [...statementQueryRoot, filters] as const,
    queryFn: async ({ pageParam }) => unwrap(await statementApi.page(filters, pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 15_000,
  });

/** The page's first view: every type, any date. */
export const NO_FILTERS: StatementFilters = { groups: [], from: '', to: '' };

/** The /member/statement route's read: the newest movements, unfiltered (the page's first view). */
export const ensureStatement = (queryClient: QueryClient) => ensurePageList(queryClient, statementQuery(NO_FILTERS));
