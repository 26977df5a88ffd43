import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { loadPromotionWidgets } from '@/features/promotions';
import { unwrap } from '@/lib/api-error';
import { ensurePageData, ensurePageList } from '@/lib/route-data';
import { withdrawApi } from './api';

export const withdrawKeys = {
  all: ['member', 'withdraw'] as const,
  info: ['member', 'withdraw', 'info'] as const,
  list: ['member', 'withdraw', 'list'] as const,
};

/** While a withdrawal waits for the operator, the page checks every 15 s so that its state changes on screen. */
const WAITING_POLL_MS = 15_000;

export const withdrawInfoQuery = queryOptions({
  queryKey: withdrawKeys.info,
  queryFn: async () => unwrap(await withdrawApi.info()),
  staleTime: 0,
  refetchInterval: (q) => (q.state.data?.pending ? WAITING_POLL_MS : false),
});

export const withdrawListQuery = infiniteQueryOptions({
  queryKey: withdrawKeys.list,
  queryFn: async ({ pageParam }) => unwrap(await withdrawApi.list(pageParam)),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (last) => last.next_cursor ?? undefined,
  staleTime: 0,
  refetchInterval: (q) => (q.state.data?.pages[0]?.items.some((w) => w.status === 'pending') ? WAITING_POLL_MS : false),
});

/**
 * The /member/withdraw route's reads: what the member may withdraw and the recent withdrawals, with
 * the promotion requirement and cap's code (features/promotions) beside them.
 */
export async function ensureWithdraw(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ensurePageData(queryClient, withdrawInfoQuery),
    ensurePageList(queryClient, withdrawListQuery),
    loadPromotionWidgets().catch(() => undefined),
  ]);
}
