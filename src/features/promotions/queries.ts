import type { CouponHistoryData, MemberPromotionsData, PromotionListData } from '@contract/promotions';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { ensurePageData } from '@/lib/route-data';
import { isLoggedInAtom } from '@/state/auth';
import type { appStore } from '@/state/store';

/**
 * The promotions reads (docs/promotions.md), without zod: the member panel and the money pages read
 * them, and the first screen must not carry the schemas. The writes are in api.ts.
 * Every member key sits under 'member', so logout drops them with the rest of the member's data.
 */
export const promotionKeys = {
  /** The list as a visitor sees it (no eligibility). */
  publicList: ['promotions', 'list'] as const,
  memberRoot: ['member', 'promotion'] as const,
  memberList: ['member', 'promotion', 'list'] as const,
  me: ['member', 'promotion', 'me'] as const,
  coupons: ['member', 'coupon', 'history'] as const,
};

/** GET /api/promotion/list: signed in, with the member's eligibility and choice; signed out, the terms only. */
export const promotionListQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: signedIn ? promotionKeys.memberList : promotionKeys.publicList,
    queryFn: async () => unwrap(await api.get<PromotionListData>('/promotion/list')),
    staleTime: 30_000,
  });

/** GET /api/promotion/me: the active requirements with their progress, the choice, the history. */
export const memberPromotionsQuery = queryOptions({
  queryKey: promotionKeys.me,
  queryFn: async () => unwrap(await api.get<MemberPromotionsData>('/promotion/me')),
  staleTime: 30_000,
});

/** GET /api/coupon/history: the member's redemptions, codes masked. */
export const couponHistoryQuery = queryOptions({
  queryKey: promotionKeys.coupons,
  queryFn: async () => unwrap(await api.get<CouponHistoryData>('/coupon/history')),
  staleTime: 0,
});

/** The /promotions route's read: the promotions (with eligibility for a signed-in member). */
export const ensurePromotions = (queryClient: QueryClient, store: typeof appStore) =>
  ensurePageData(queryClient, promotionListQuery(store.get(isLoggedInAtom)));

/** The /member/promotions route's read: the member's requirements, choice and history. */
export const ensureMyPromotions = (queryClient: QueryClient) => ensurePageData(queryClient, memberPromotionsQuery);

/** The /member/coupon route's read: the member's coupon history. */
export const ensureCoupons = (queryClient: QueryClient) => ensurePageData(queryClient, couponHistoryQuery);
