import type { AdminQuest, AdminQuestBody, AdminQuestListData, AdminQuestReportData } from '@contract/admin-quests';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { reportQueryOf } from '../../app/kit';

export type Quest = AdminQuest;

/** The report's default range: the last 7 days. */
export const REPORT_DAYS = 7;

export const questKeys = { all: ['admin', 'quests'] as const };

export const questsQuery = queryOptions({
  queryKey: ['admin', 'quests', 'list'],
  queryFn: () => adminApi.get<AdminQuestListData>('/quests'),
});

export const questReportQuery = reportQueryOf<AdminQuestReportData>('quests');

export const questsApi = {
  create: (body: AdminQuestBody) => adminApi.post<Quest>('/quests', body),
  update: (id: number, body: AdminQuestBody) => adminApi.put<Quest>(`/quests/${id}`, body),
  status: (id: number, active: boolean) => adminApi.post<Quest>(`/quests/${id}/status`, { active }),
};
