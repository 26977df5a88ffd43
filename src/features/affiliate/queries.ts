import type {
  AffiliateConfigData,
  AffiliateEarningsData,
  AffiliateMovementsData,
  AffiliateNetworkData,
  AffiliateSummaryData,
} from '@contract/rewards';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { ensurePageData } from '@/lib/route-data';
import { isLoggedInAtom } from '@/state/auth';
import type { appStore } from '@/state/store';

/**
 * The affiliate reads (docs/rewards.md), without zod. The member's keys sit under 'member', so
 * logout drops them with the rest of the member's data; the programme's rules are public.
 */
export const affiliateKeys = {
  config: ['affiliate', 'config'] as const,
  memberRoot: ['member', 'affiliate'] as const,
  summary: ['member', 'affiliate', 'summary'] as const,
  network: (level: 1 | 2, page: number) => ['member', 'affiliate', 'network', level, page] as const,
  earnings: (page: number) => ['member', 'affiliate', 'earnings', page] as const,
  movements: (page: number) => ['member', 'affiliate', 'movements', page] as const,
};

/** Rows per page of the network and the two histories. */
export const AFFILIATE_PAGE_SIZE = 20;

/** GET /api/affiliate/v2/configs (public): the programme's levels, percents and minimum redeem. */
export const affiliateConfigQuery = queryOptions({
  queryKey: affiliateKeys.config,
  queryFn: async () => unwrap(await api.get<AffiliateConfigData>('/affiliate/v2/configs')),
  staleTime: 5 * 60_000,
});

/** GET /api/affiliate/summary: the member's link and code, earnings, what can be redeemed. */
export const affiliateSummaryQuery = queryOptions({
  queryKey: affiliateKeys.summary,
  queryFn: async () => unwrap(await api.get<AffiliateSummaryData>('/affiliate/summary')),
  staleTime: 30_000,
});

/** POST /api/affiliate/network (a read): one level's referrals, a page at a time, with the counts. */
export const affiliateNetworkQuery = (level: 1 | 2, page: number) =>
  queryOptions({
    queryKey: affiliateKeys.network(level, page),
    queryFn: async () =>
      unwrap(await api.post<AffiliateNetworkData>('/affiliate/network', { level, page, page_size: AFFILIATE_PAGE_SIZE })),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/affiliate/transactions: the daily earnings. */
export const affiliateEarningsQuery = (page: number) =>
  queryOptions({
    queryKey: affiliateKeys.earnings(page),
    queryFn: async () => unwrap(await api.get<AffiliateEarningsData>('/affiliate/transactions', { page, page_size: AFFILIATE_PAGE_SIZE })),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/affiliate/v2/transactions: the affiliate account's movements (earnings, redeems, corrections). */
export const affiliateMovementsQuery = (page: number) =>
  queryOptions({
    queryKey: affiliateKeys.movements(page),
    queryFn: async () =>
      unwrap(await api.get<AffiliateMovementsData>('/affiliate/v2/transactions', { page, page_size: AFFILIATE_PAGE_SIZE })),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The /affiliate route's reads: the public rules, and the member's summary when signed in. */
export const ensureAffiliate = async (queryClient: QueryClient, store: typeof appStore) => {
  await Promise.all([
    ensurePageData(queryClient, affiliateConfigQuery),
    store.get(isLoggedInAtom) ? ensurePageData(queryClient, affiliateSummaryQuery) : undefined,
  ]);
};
