import type { AdminQuest, AdminQuestBody, AdminQuestListData, AdminQuestReportData } from '@contract/admin-quests';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import type { DayRange } from '../../app/kit';

export type Quest = AdminQuest;

/** The report's default range: the last 7 days. */
export const REPORT_DAYS = 7;

export const questKeys = { all: ['admin', 'quests'] as const };

export const questsQuery = queryOptions({
  queryKey: ['admin', 'quests', 'list'],
  queryFn: () => adminApi.get<AdminQuestListData>('/quests'),
});

export const questReportQuery = (r: DayRange) =>
  queryOptions({
    queryKey: ['admin', 'quests', 'report', r.from, r.to],
    queryFn: () => adminApi.get<AdminQuestReportData>('/quests/report', r),
    placeholderData: keepPreviousData,
  });

export const questsApi = {
  create: (body: AdminQuestBody) => adminApi.post<Quest>('/quests', body),
  update: (id: number, body: AdminQuestBody) => adminApi.put<Quest>(`/quests/${id}`, body),
  status: (id: number, active: boolean) => adminApi.post<Quest>(`/quests/${id}/status`, { active }),
};
