import type { AdminMemberSummary } from '@contract/admin';
import type {
  AdminDepositLine,
  AdminDepositLinePage,
  AdminDepositRequest,
  AdminDepositRequestPage,
  AdminDepositSummary,
  AdminStatementImportResult,
} from '@contract/admin-payments';
import type { AdminSandboxPayResult, AdminStatementLine } from '@contract/payments';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { LIVE } from '../../app/live';

/** The deposits page's calls (/api/admin/payments/*, finance and admin). */

export type RequestFilters = {
  status: string;
  kind: string;
  from: string;
  to: string;
  min: string;
  max: string;
  sort: string;
  dir: string;
};
export type LineFilters = Omit<RequestFilters, 'kind'>;

export const PAGE_SIZE = 20;
const blank = (v: string) => v || undefined;

export const fetchRequests = (f: RequestFilters, page: number, pageSize = PAGE_SIZE) =>
  adminApi.get<AdminDepositRequestPage>('/payments/requests', {
    status: f.status,
    kind: f.kind,
    from: blank(f.from),
    to: blank(f.to),
    min_amount: blank(f.min),
    max_amount: blank(f.max),
    sort: blank(f.sort),
    dir: blank(f.dir),
    page,
    page_size: pageSize,
  });

export const fetchLines = (f: LineFilters, page: number, pageSize = PAGE_SIZE) =>
  adminApi.get<AdminDepositLinePage>('/payments/lines', {
    status: f.status,
    from: blank(f.from),
    to: blank(f.to),
    min_amount: blank(f.min),
    max_amount: blank(f.max),
    sort: blank(f.sort),
    dir: blank(f.dir),
    page,
    page_size: pageSize,
  });

/** Every query of the page starts with this key, so one invalidation refreshes them all. */
export const DEPOSITS_KEY = ['admin', 'deposits'] as const;

export const requestsQuery = (f: RequestFilters, page: number) => ({
  queryKey: [...DEPOSITS_KEY, 'requests', { ...f, page }] as const,
  queryFn: () => fetchRequests(f, page),
  placeholderData: keepPreviousData,
  ...LIVE,
});

export const linesQuery = (f: LineFilters, page: number) => ({
  queryKey: [...DEPOSITS_KEY, 'lines', { ...f, page }] as const,
  queryFn: () => fetchLines(f, page),
  placeholderData: keepPreviousData,
  ...LIVE,
});

export const summaryQuery = {
  queryKey: [...DEPOSITS_KEY, 'summary'] as const,
  queryFn: () => adminApi.get<AdminDepositSummary>('/payments/summary'),
  ...LIVE,
};

export const sandboxPay = (reference: string) => adminApi.post<AdminSandboxPayResult>(`/payments/sandbox/${reference}/pay`, {});
export const assignLine = (id: number, memberId: number, note?: string) =>
  adminApi.post<AdminStatementLine>(`/payments/lines/${id}/assign`, { member_id: memberId, note: note || undefined });
export const dismissLine = (id: number, reason: string) => adminApi.post<AdminStatementLine>(`/payments/lines/${id}/dismiss`, { reason });
export const importStatement = (csv: string) => adminApi.post<AdminStatementImportResult>('/payments/statement/import', { csv });
export const searchMembers = (q: string) =>
  adminApi.get<{ items: AdminMemberSummary[]; total: number }>('/members', { q, page: 1, page_size: 10 });

export type { AdminDepositLine, AdminDepositRequest };
