import type { AdminPointsReportData, AdminPointsRunData, AdminPointsSettingsBody, AdminPointsSettingsData } from '@contract/admin-points';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import type { DayRange } from '../../app/kit';

/** The report's default range: the last 7 days. */
export const REPORT_DAYS = 7;

/** The back office's points and VIP calls (/api/admin/points, docs/engagement.md). */
export const pointsKeys = {
  all: ['admin', 'points'] as const,
  settings: ['admin', 'points', 'settings'] as const,
};

export const settingsQuery = queryOptions({
  queryKey: pointsKeys.settings,
  queryFn: () => adminApi.get<AdminPointsSettingsData>('/points/settings'),
});

export const reportQuery = (r: DayRange) =>
  queryOptions({
    queryKey: ['admin', 'points', 'report', r.from, r.to],
    queryFn: () => adminApi.get<AdminPointsReportData>('/points/report', r),
    placeholderData: keepPreviousData,
  });

export const pointsApi = {
  saveSettings: (body: AdminPointsSettingsBody) => adminApi.put<AdminPointsSettingsData>('/points/settings', body),
  run: () => adminApi.post<AdminPointsRunData>('/points/run'),
};
