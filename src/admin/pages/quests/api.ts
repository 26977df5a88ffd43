import type { AdminQuest, AdminQuestBody, AdminQuestListData, AdminQuestReportData } from '@contract/admin-quests';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export type Quest = AdminQuest;

export const questKeys = {
  all: ['admin', 'quests'] as const,
  list: ['admin', 'quests', 'list'] as const,
  report: (from: string, to: string) => ['admin', 'quests', 'report', from, to] as const,
};

export const questsQuery = { queryKey: questKeys.list, queryFn: () => adminApi.get<AdminQuestListData>('/quests') };

export const questReportQuery = (from: string, to: string) => ({
  queryKey: questKeys.report(from, to),
  queryFn: () => adminApi.get<AdminQuestReportData>('/quests/report', { from, to }),
  placeholderData: keepPreviousData,
});

export const questsApi = {
  create: (body: AdminQuestBody) => adminApi.post<Quest>('/quests', body),
  update: (id: number, body: AdminQuestBody) => adminApi.put<Quest>(`/quests/${id}`, body),
  status: (id: number, active: boolean) => adminApi.post<Quest>(`/quests/${id}/status`, { active }),
};

/** YYYY-MM-DD `days` before a date (UTC calendar arithmetic). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
