import type {
  AdminQueueWithdrawal,
  AdminWithdrawalClaimAnswer,
  AdminWithdrawalQueuePage,
  AdminWithdrawalsWaiting,
} from '@contract/admin-withdrawals';
import type { AdminWithdrawal } from '@contract/withdrawals';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { LIVE } from '../../app/live';

/** The queue's view as the address keeps it (useUrlState): '' means "any" / the server's default. */
export type QueueView = {
  status: string;
  q: string;
  from: string;
  to: string;
  sort: string;
  dir: string;
  page: number;
};

export const PAGE_SIZE = 20;

export function fetchQueue(v: QueueView, page: number, pageSize: number) {
  return adminApi.get<AdminWithdrawalQueuePage>('/withdrawals', {
    status: v.status === 'all' ? undefined : v.status || undefined,
    q: v.q || undefined,
    from: v.from || undefined,
    to: v.to || undefined,
    sort: v.sort || undefined,
    dir: v.sort ? v.dir : undefined,
    page,
    page_size: pageSize,
  });
}

export const withdrawalKeys = {
  all: ['admin', 'withdrawals'] as const,
  queue: (v: QueueView) => ['admin', 'withdrawals', 'queue', v] as const,
  waiting: ['admin', 'withdrawals', 'waiting'] as const,
};

/** The queue, asked again every few seconds (LIVE) so new withdrawals appear without a reload. */
export const queueQuery = (v: QueueView) => ({
  queryKey: withdrawalKeys.queue(v),
  queryFn: () => fetchQueue(v, v.page, PAGE_SIZE),
  placeholderData: keepPreviousData,
  ...LIVE,
});

/** The menu badge's count: one cheap call, polled live on every page. */
export const waitingQuery = {
  queryKey: withdrawalKeys.waiting,
  queryFn: () => adminApi.get<AdminWithdrawalsWaiting>('/withdrawals/waiting'),
  ...LIVE,
};

export const withdrawalsApi = {
  claim: (id: number) => adminApi.post<AdminWithdrawalClaimAnswer>(`/withdrawals/${id}/claim`),
  release: (id: number) => adminApi.post<AdminWithdrawalClaimAnswer>(`/withdrawals/${id}/release`),
  approve: (id: number, bankReference: string) =>
    adminApi.post<AdminWithdrawal>(`/withdrawals/${id}/approve`, bankReference ? { bank_reference: bankReference } : {}),
  reject: (id: number, reason: string) => adminApi.post<AdminWithdrawal>(`/withdrawals/${id}/reject`, { reason }),
};

export type { AdminQueueWithdrawal };
