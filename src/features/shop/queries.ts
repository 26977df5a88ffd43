import type { ShopHistoryData, ShopListData } from '@contract/shop';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { ensurePageData } from '@/lib/route-data';
import { isLoggedInAtom } from '@/state/auth';
import type { appStore } from '@/state/store';

/**
 * The points shop's reads (docs/engagement.md), without zod. The visitor's list and the member's
 * are separate keys: the member's (their points, what is left to them) sits under 'member', so logout
 * drops it with the rest of the member's data.
 */
export const shopKeys = {
  list: (signedIn: boolean) => (signedIn ? (['member', 'shop', 'list'] as const) : (['shop', 'list'] as const)),
  memberRoot: ['member', 'shop'] as const,
  history: (page: number) => ['member', 'shop', 'history', page] as const,
};

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/redemption/list: the items; signed in, also the member's points and what they may redeem. */
export const shopListQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: shopKeys.list(signedIn),
    queryFn: async () => unwrap(await api.get<ShopListData>('/redemption/list')),
    staleTime: 30_000,
  });

/** GET /api/redemption/history: the member's orders, newest first. */
export const shopHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: shopKeys.history(page),
    queryFn: async () => unwrap(await api.get<ShopHistoryData>('/redemption/history', { page, page_size: HISTORY_PAGE_SIZE })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The /redeem route's read: the items (with the member's figures when signed in). */
export const ensureShop = (queryClient: QueryClient, store: typeof appStore) =>
  ensurePageData(queryClient, shopListQuery(store.get(isLoggedInAtom)));
