import type { AdminPointsReportData, AdminPointsRunData, AdminPointsSettingsBody, AdminPointsSettingsData } from '@contract/admin-points';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

/** The back office's points and VIP calls (/api/admin/points, docs/engagement.md). */
export const pointsKeys = {
  all: ['admin', 'points'] as const,
  settings: ['admin', 'points', 'settings'] as const,
  report: (from: string, to: string) => ['admin', 'points', 'report', from, to] as const,
};

export const settingsQuery = {
  queryKey: pointsKeys.settings,
  queryFn: () => adminApi.get<AdminPointsSettingsData>('/points/settings'),
};

export const reportQuery = (from: string, to: string) => ({
  queryKey: pointsKeys.report(from, to),
  queryFn: () => adminApi.get<AdminPointsReportData>('/points/report', { from, to }),
  placeholderData: keepPreviousData,
});

export const pointsApi = {
  saveSettings: (body: AdminPointsSettingsBody) => adminApi.put<AdminPointsSettingsData>('/points/settings', body),
  run: () => adminApi.post<AdminPointsRunData>('/points/run'),
};

/** YYYY-MM-DD `days` before a Bangkok date (UTC calendar arithmetic). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
