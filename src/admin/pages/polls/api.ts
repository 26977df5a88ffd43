import type {
  AdminPoll,
  AdminPollCreateBody,
  AdminPollPage,
  AdminPollReportData,
  AdminPollResolveData,
  AdminPollUpdateBody,
  AdminPollVotesData,
} from '@contract/admin-polls';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export type Poll = AdminPoll;
export const PAGE_SIZE = 20;

export type PollListView = { status: string; page: number };

export const pollKeys = {
  all: ['admin', 'polls'] as const,
  list: (v: PollListView) => ['admin', 'polls', 'list', v] as const,
  votes: (id: number, choice: string, page: number) => ['admin', 'polls', 'votes', id, choice, page] as const,
  report: (page: number) => ['admin', 'polls', 'report', page] as const,
};

export const pollsQuery = (v: PollListView) => ({
  queryKey: pollKeys.list(v),
  queryFn: () => adminApi.get<AdminPollPage>('/polls', { status: v.status || undefined, page: v.page, page_size: PAGE_SIZE }),
  placeholderData: keepPreviousData,
});

export const votesQuery = (id: number, choice: string, page: number) => ({
  queryKey: pollKeys.votes(id, choice, page),
  queryFn: () => adminApi.get<AdminPollVotesData>(`/polls/${id}/votes`, { choice_id: choice || undefined, page, page_size: PAGE_SIZE }),
  placeholderData: keepPreviousData,
});

export const reportQuery = (page: number) => ({
  queryKey: pollKeys.report(page),
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
