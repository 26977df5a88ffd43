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
import { adminApi } from '../../app/http';
import { pagedQuery } from '../../app/kit';

export type Poll = AdminPoll;
export const PAGE_SIZE = 20;

export const pollKeys = { all: ['admin', 'polls'] as const };

export const pollsQuery = ({ status, page }: { status?: PollStatus; page: number }) =>
  pagedQuery(
    ['admin', 'polls', 'list', status],
    (p, size) => adminApi.get<AdminPollPage>('/polls', { status, page: p, page_size: size }),
    page,
  );

export const votesQuery = (id: number, choice: string, page: number) =>
  pagedQuery(
    ['admin', 'polls', 'votes', id, choice],
    (p, size) => adminApi.get<AdminPollVotesData>(`/polls/${id}/votes`, { choice_id: choice || undefined, page: p, page_size: size }),
    page,
  );

export const reportQuery = (page: number) =>
  pagedQuery(
    ['admin', 'polls', 'report'],
    (p, size) => adminApi.get<AdminPollReportData>('/polls/report', { page: p, page_size: size }),
    page,
  );

/** The operators' writes (support and admin); each answers the poll as it now is. */
export const pollsApi = {
  create: (body: AdminPollCreateBody) => adminApi.post<AdminPoll>('/polls', body),
  update: (id: number, body: AdminPollUpdateBody) => adminApi.put<AdminPoll>(`/polls/${id}`, body),
  close: (id: number) => adminApi.post<AdminPoll>(`/polls/${id}/close`),
  resolve: (id: number, choiceId: number) => adminApi.post<AdminPollResolveData>(`/polls/${id}/resolve`, { choice_id: choiceId }),
  cancel: (id: number, reason: string) => adminApi.post<AdminPoll>(`/polls/${id}/cancel`, { reason }),
};
