import type {
  AdminFreeSpinReportData,
  AdminFreeSpinRoundPage,
  AdminFreeSpinSettingsBody,
  AdminFreeSpinSettingsData,
} from '@contract/admin-freespins';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { reportQueryOf, settingsQueryOf } from '../../app/kit';

export const PAGE_SIZE = 20;
/** The report's default range: the last 14 days. */
export const REPORT_DAYS = 14;

export const settingsQuery = settingsQueryOf<AdminFreeSpinSettingsData>('freespins');

export const reportQuery = reportQueryOf<AdminFreeSpinReportData>('freespins');

export const roundsQuery = ({ member, page }: { member?: string; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'freespins', 'rounds', member, page],
    queryFn: () => adminApi.get<AdminFreeSpinRoundPage>('/freespins/rounds', { member, page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const saveSettings = (body: AdminFreeSpinSettingsBody) => adminApi.put<AdminFreeSpinSettingsData>('/freespins/settings', body);
