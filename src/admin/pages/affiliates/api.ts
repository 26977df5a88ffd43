import type {
  AdminAffiliate,
  AdminAffiliateCorrectBody,
  AdminAffiliateEarning,
  AdminAffiliateEarningPage,
  AdminAffiliatePage,
  AdminAffiliateReportData,
  AdminRewardRunData,
} from '@contract/admin-rewards';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export type Affiliate = AdminAffiliate;
export type Earning = AdminAffiliateEarning;
export type AffiliateReportRow = AdminAffiliateReportData['rows'][number];

export const PAGE_SIZE = 20;

/** The referrers tab's view ('' = any). */
export type AffiliateView = { member: string; frozen: string; page: number };
/** The earnings tab's view ('' = any). */
export type EarningView = { day: string; e_member: string; e_page: number };

export const fetchAffiliates = (v: Omit<AffiliateView, 'page'>, page: number, pageSize: number) =>
  adminApi.get<AdminAffiliatePage>('/affiliates', {
    member: v.member || undefined,
    frozen: v.frozen || undefined,
    page,
    page_size: pageSize,
  });

export const fetchEarnings = (v: Omit<EarningView, 'e_page'>, page: number, pageSize: number) =>
  adminApi.get<AdminAffiliateEarningPage>('/affiliates/earnings', {
    day: v.day || undefined,
    member: v.e_member || undefined,
    page,
    page_size: pageSize,
  });

export const affiliateKeys = {
  all: ['admin', 'affiliates'] as const,
  list: (v: AffiliateView) => ['admin', 'affiliates', 'list', v] as const,
  earnings: (v: EarningView) => ['admin', 'affiliates', 'earnings', v] as const,
  report: (from: string, to: string) => ['admin', 'affiliates', 'report', from, to] as const,
};

export const affiliatesQuery = (v: AffiliateView) => ({
  queryKey: affiliateKeys.list(v),
  queryFn: () => fetchAffiliates(v, v.page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

export const earningsQuery = (v: EarningView) => ({
  queryKey: affiliateKeys.earnings(v),
  queryFn: () => fetchEarnings(v, v.e_page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

export const affiliateReportQuery = (from: string, to: string) => ({
  queryKey: affiliateKeys.report(from, to),
  queryFn: () => adminApi.get<AdminAffiliateReportData>('/affiliates/report', { from, to }),
  placeholderData: keepPreviousData,
});

export const affiliatesApi = {
  freeze: (memberId: number, reason: string) => adminApi.post<Affiliate>(`/affiliates/${memberId}/freeze`, { reason }),
  unfreeze: (memberId: number, reason: string) => adminApi.post<Affiliate>(`/affiliates/${memberId}/unfreeze`, { reason }),
  correct: (id: number, body: AdminAffiliateCorrectBody) => adminApi.post<Earning>(`/affiliates/earnings/${id}/correct`, body),
  run: (period: string) => adminApi.post<AdminRewardRunData>('/affiliates/run', { period }),
};
