import type {
  AdminAffiliate,
  AdminAffiliateCorrectBody,
  AdminAffiliateEarning,
  AdminAffiliateEarningPage,
  AdminAffiliateEarningQuery,
  AdminAffiliatePage,
  AdminAffiliateQuery,
  AdminAffiliateReportData,
  AdminRewardRunData,
} from '@contract/admin-rewards';
import { adminApi } from '../../app/http';
import { pagedQuery, reportQueryOf } from '../../app/kit';

export type Affiliate = AdminAffiliate;
export type Earning = AdminAffiliateEarning;

export const PAGE_SIZE = 20;
/** The report's default range: the last 14 days. */
export const REPORT_DAYS = 14;

/** The referrers tab's view (absent = any). */
export type AffiliateView = Pick<AdminAffiliateQuery, 'member' | 'frozen'> & { page: number };
/** The earnings tab's view (absent = any). */
export type EarningView = { day?: string; e_member?: string; e_page: number };

export const fetchAffiliates = ({ member, frozen }: AffiliateView, page: number, pageSize: number) =>
  adminApi.get<AdminAffiliatePage>('/affiliates', { member, frozen, page, page_size: pageSize });

export const fetchEarnings = ({ day, e_member }: EarningView, page: number, pageSize: number) =>
  adminApi.get<AdminAffiliateEarningPage>('/affiliates/earnings', {
    day,
    member: e_member,
    page,
    page_size: pageSize,
  } satisfies AdminAffiliateEarningQuery);

export const affiliateKeys = { all: ['admin', 'affiliates'] as const };

export const affiliatesQuery = ({ member, frozen, page }: AffiliateView) =>
  pagedQuery(['admin', 'affiliates', 'list', { member, frozen }], (p, size) => fetchAffiliates({ member, frozen, page }, p, size), page);

export const earningsQuery = ({ day, e_member, e_page }: EarningView) =>
  pagedQuery(
    ['admin', 'affiliates', 'earnings', { day, e_member }],
    (p, size) => fetchEarnings({ day, e_member, e_page }, p, size),
    e_page,
  );

export const affiliateReportQuery = reportQueryOf<AdminAffiliateReportData>('affiliates');

export const affiliatesApi = {
  freeze: (memberId: number, reason: string) => adminApi.post<Affiliate>(`/affiliates/${memberId}/freeze`, { reason }),
  unfreeze: (memberId: number, reason: string) => adminApi.post<Affiliate>(`/affiliates/${memberId}/unfreeze`, { reason }),
  correct: (id: number, body: AdminAffiliateCorrectBody) => adminApi.post<Earning>(`/affiliates/earnings/${id}/correct`, body),
  run: (period: string) => adminApi.post<AdminRewardRunData>('/affiliates/run', { period }),
};
