import type { AdminPointsReportData, AdminPointsRunData, AdminPointsSettingsBody, AdminPointsSettingsData } from '@contract/admin-points';
import { adminApi } from '../../app/http';
import { reportQueryOf, settingsQueryOf } from '../../app/kit';

/** The report's default range: the last 7 days. */
export const REPORT_DAYS = 7;

/** The back office's points and VIP calls (/api/admin/points, docs/engagement.md). */
export const pointsKeys = { all: ['admin', 'points'] as const };

export const settingsQuery = settingsQueryOf<AdminPointsSettingsData>('points');

export const reportQuery = reportQueryOf<AdminPointsReportData>('points');

export const pointsApi = {
  saveSettings: (body: AdminPointsSettingsBody) => adminApi.put<AdminPointsSettingsData>('/points/settings', body),
  run: () => adminApi.post<AdminPointsRunData>('/points/run'),
};
