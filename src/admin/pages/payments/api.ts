import type { AdminMemberSummary } from '@contract/admin';
import {
  type AdminDepositLine,
  type AdminDepositLinePage,
  type AdminDepositLineQuery,
  type AdminDepositRequest,
  type AdminDepositRequestPage,
  type AdminDepositRequestQuery,
  type AdminDepositSummary,
  type AdminStatementImportResult,
  DEPOSIT_REQUEST_STATES,
} from '@contract/admin-payments';
import { type AdminSandboxPayResult, type AdminStatementLine, LINE_STATUS_LABELS } from '@contract/payments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { LIVE } from '../../app/kit';

/** The deposits page's calls (/api/admin/payments/*, finance and admin). */

/** A list's filters and order as the route's search keeps them (absent = any / the tab's default status). */
export type DepositStatus = NonNullable<AdminDepositRequestQuery['status'] | AdminDepositLineQuery['status']>;
export type DepositKind = NonNullable<AdminDepositRequestQuery['kind']>;
export type DepositSort = NonNullable<AdminDepositLineQuery['sort']>;
export type DepositView = {
  status?: DepositStatus;
  kind: DepositKind;
  from?: string;
  to?: string;
  min?: string;
  max?: string;
  sort: DepositSort;
  dir: 'asc' | 'desc';
  page: number;
};

export const PAGE_SIZE = 20;
const REQUEST_STATUSES: readonly string[] = [...DEPOSIT_REQUEST_STATES, 'all'];
const LINE_FILTERS: readonly string[] = [...Object.keys(LINE_STATUS_LABELS), 'all'];
/** The status a tab asks for: the address's when it is one of the tab's, else the tab's own default. */
export const requestStatus = (v: DepositView) => (v.status && REQUEST_STATUSES.includes(v.status) ? v.status : 'pending');
export const lineStatus = (v: DepositView) => (v.status && LINE_FILTERS.includes(v.status) ? v.status : 'review');

const common = (v: DepositView, page: number, pageSize: number) => ({
  from: v.from,
  to: v.to,
  min_amount: v.min,
  max_amount: v.max,
  sort: v.sort,
  dir: v.dir,
  page,
  page_size: pageSize,
});

export const fetchRequests = (v: DepositView, page: number, pageSize = PAGE_SIZE) =>
  adminApi.get<AdminDepositRequestPage>('/payments/requests', { status: requestStatus(v), kind: v.kind, ...common(v, page, pageSize) });

export const fetchLines = (v: DepositView, page: number, pageSize = PAGE_SIZE) =>
  adminApi.get<AdminDepositLinePage>('/payments/lines', { status: lineStatus(v), ...common(v, page, pageSize) });

/** Every query of the page starts with this key, so one invalidation refreshes them all. */
export const DEPOSITS_KEY = ['admin', 'deposits'] as const;

const viewKey = ({ status, kind, from, to, min, max, sort, dir, page }: DepositView) => ({
  status,
  kind,
  from,
  to,
  min,
  max,
  sort,
  dir,
  page,
});

export const requestsQuery = (v: DepositView) =>
  queryOptions({
    queryKey: [...DEPOSITS_KEY, 'requests', viewKey(v)],
    queryFn: () => fetchRequests(v, v.page),
    placeholderData: keepPreviousData,
    ...LIVE,
  });

export const linesQuery = (v: DepositView) =>
  queryOptions({
    queryKey: [...DEPOSITS_KEY, 'lines', viewKey(v)],
    queryFn: () => fetchLines(v, v.page),
    placeholderData: keepPreviousData,
    ...LIVE,
  });

export const summaryQuery = queryOptions({
  queryKey: [...DEPOSITS_KEY, 'summary'],
  queryFn: () => adminApi.get<AdminDepositSummary>('/payments/summary'),
  ...LIVE,
});

export const sandboxPay = (reference: string) => adminApi.post<AdminSandboxPayResult>(`/payments/sandbox/${reference}/pay`, {});
export const assignLine = (id: number, memberId: number, note?: string) =>
  adminApi.post<AdminStatementLine>(`/payments/lines/${id}/assign`, { member_id: memberId, note: note || undefined });
export const dismissLine = (id: number, reason: string) => adminApi.post<AdminStatementLine>(`/payments/lines/${id}/dismiss`, { reason });
export const importStatement = (csv: string) => adminApi.post<AdminStatementImportResult>('/payments/statement/import', { csv });
export const searchMembers = (q: string) =>
  adminApi.get<{ items: AdminMemberSummary[]; total: number }>('/members', { q, page: 1, page_size: 10 });

export type { AdminDepositLine, AdminDepositRequest };
