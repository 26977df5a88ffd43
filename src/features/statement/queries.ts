import { infiniteQueryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
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
