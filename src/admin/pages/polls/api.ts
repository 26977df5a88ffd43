import type {
  AdminPoll,
  AdminPollCreateBody,
  AdminPollPage,
  AdminPollReportData,
  AdminPollResolveData,
  AdminPollUpdateBody,
  AdminPollVotesData,
} from '@contract/admin-polls';
import type { PollStatus } from '@contract/polls';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export type Poll = AdminPoll;
export const PAGE_SIZE = 20;

export const pollKeys = { all: ['admin', 'polls'] as const };

export const pollsQuery = ({ status, page }: { status?: PollStatus; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'polls', 'list', status, page],
    queryFn: () => adminApi.get<AdminPollPage>('/polls', { status, page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const votesQuery = (id: number, choice: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'polls', 'votes', id, choice, page],
    queryFn: () => adminApi.get<AdminPollVotesData>(`/polls/${id}/votes`, { choice_id: choice || undefined, page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const reportQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'polls', 'report', page],
    queryFn: () => adminApi.get<AdminPollReportData>('/polls/report', { page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** The operators' writes (support and admin); each answers the poll as it now is. */
export const pollsApi = {
  create: (body: AdminPollCreateBody) => adminApi.post<AdminPoll>('/polls', body),
  update: (id: number, body: AdminPollUpdateBody) => adminApi.put<AdminPoll>(`/polls/${id}`, body),
  close: (id: number) => adminApi.post<AdminPoll>(`/polls/${id}/close`),
  resolve: (id: number, choiceId: number) => adminApi.post<AdminPollResolveData>(`/polls/${id}/resolve`, { choice_id: choiceId }),
  cancel: (id: number, reason: string) => adminApi.post<AdminPoll>(`/polls/${id}/cancel`, { reason }),
};
