import type {
  AdminFreeSpinReportData,
  AdminFreeSpinRoundPage,
  AdminFreeSpinSettingsBody,
  AdminFreeSpinSettingsData,
} from '@contract/admin-freespins';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import type { DayRange } from '../../app/kit';

export const PAGE_SIZE = 20;
/** The report's default range: the last 14 days. */
export const REPORT_DAYS = 14;

export const freeSpinKeys = { settings: ['admin', 'freespins', 'settings'] as const };

export const settingsQuery = queryOptions({
  queryKey: freeSpinKeys.settings,
  queryFn: () => adminApi.get<AdminFreeSpinSettingsData>('/freespins/settings'),
});

export const reportQuery = (r: DayRange) =>
  queryOptions({
    queryKey: ['admin', 'freespins', 'report', r.from, r.to],
    queryFn: () => adminApi.get<AdminFreeSpinReportData>('/freespins/report', r),
    placeholderData: keepPreviousData,
  });

export const roundsQuery = ({ member, page }: { member?: string; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'freespins', 'rounds', member, page],
    queryFn: () => adminApi.get<AdminFreeSpinRoundPage>('/freespins/rounds', { member, page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const saveSettings = (body: AdminFreeSpinSettingsBody) => adminApi.put<AdminFreeSpinSettingsData>('/freespins/settings', body);
