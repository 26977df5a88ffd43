import { infiniteQueryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '@/features/payments/ui/data';
import { type StatementFilters, statementApi } from './api';

export const statementQueryRoot = ['member', 'statement'] as const;

export const statementQuery = (filters: StatementFilters) =>
  infiniteQueryOptions({
    queryKey: [...statementQueryRoot, filters] as const,
    queryFn: async ({ pageParam }) => dataOrThrow(await statementApi.page(filters, pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 15_000,
  });
