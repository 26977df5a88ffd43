import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/features/payments/ui/data';
import { limitsApi } from './api';

export const limitsQueryKey = ['member', 'limits'] as const;

export const limitsQuery = queryOptions({
  queryKey: limitsQueryKey,
  queryFn: async () => dataOrThrow(await limitsApi.get()),
  staleTime: 30_000,
});

export function useLimits() {
  return useQuery(limitsQuery);
}
