import type {
  AdminQueueWithdrawal,
  AdminWithdrawalClaimAnswer,
  AdminWithdrawalQueuePage,
  AdminWithdrawalQueueQuery,
  AdminWithdrawalsWaiting,
} from '@contract/admin-withdrawals';
import type { AdminWithdrawal } from '@contract/withdrawals';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { LIVE, pagedQuery } from '../../app/kit';

/** The queue's view as the route's search keeps it ('all' and absent = any). */
export type QueueView = Pick<AdminWithdrawalQueueQuery, 'q' | 'from' | 'to' | 'sort'> & {
  status: NonNullable<AdminWithdrawalQueueQuery['status']> | 'all';
  dir: 'asc' | 'desc';
  page: number;
};

export const PAGE_SIZE = 20;

export function fetchQueue({ status, q, from, to, sort, dir }: Omit<QueueView, 'page'>, page: number, pageSize: number) {
  return adminApi.get<AdminWithdrawalQueuePage>('/withdrawals', {
    status: status === 'all' ? undefined : status,
    q,
    from,
    to,
    sort,
    dir: sort ? dir : undefined,
    page,
    page_size: pageSize,
  });
}

export const withdrawalKeys = { all: ['admin', 'withdrawals'] as const };

/** The queue, asked again every few seconds (LIVE) so new withdrawals appear without a reload. */
export const queueQuery = ({ status, q, from, to, sort, dir, page }: QueueView) => ({
  ...pagedQuery(
    ['admin', 'withdrawals', 'queue', { status, q, from, to, sort, dir }],
    (p, size) => fetchQueue({ status, q, from, to, sort, dir }, p, size),
    page,
  ),
  ...LIVE,
});

/** The menu badge's count: one cheap call, polled live on every page. */
export const waitingQuery = queryOptions({
  queryKey: ['admin', 'withdrawals', 'waiting'],
  queryFn: () => adminApi.get<AdminWithdrawalsWaiting>('/withdrawals/waiting'),
  ...LIVE,
});

export const withdrawalsApi = {
  claim: (id: number) => adminApi.post<AdminWithdrawalClaimAnswer>(`/withdrawals/${id}/claim`),
  release: (id: number) => adminApi.post<AdminWithdrawalClaimAnswer>(`/withdrawals/${id}/release`),
  approve: (id: number, bankReference: string) =>
    adminApi.post<AdminWithdrawal>(`/withdrawals/${id}/approve`, bankReference ? { bank_reference: bankReference } : {}),
  reject: (id: number, reason: string) => adminApi.post<AdminWithdrawal>(`/withdrawals/${id}/reject`, { reason }),
};

export type { AdminQueueWithdrawal };
