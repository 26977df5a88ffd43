import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { limitsApi } from './api';

export const limitsQueryKey = ['member', 'limits'] as const;

export const limitsQuery = queryOptions({
  queryKey: limitsQueryKey,
  queryFn: async () => unwrap(await limitsApi.get()),
  staleTime: 30_000,
});

export function useLimits() {
  return useQuery(limitsQuery);
}
