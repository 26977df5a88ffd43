import type {
  AdminFreeSpinReportData,
  AdminFreeSpinRoundPage,
  AdminFreeSpinSettingsBody,
  AdminFreeSpinSettingsData,
} from '@contract/admin-freespins';
import { adminApi } from '../../app/http';
import { pagedQuery, reportQueryOf, settingsQueryOf } from '../../app/kit';

export const PAGE_SIZE = 20;
/** The report's default range: the last 14 days. */
export const REPORT_DAYS = 14;

export const settingsQuery = settingsQueryOf<AdminFreeSpinSettingsData>('freespins');

export const reportQuery = reportQueryOf<AdminFreeSpinReportData>('freespins');

export const roundsQuery = ({ member, page }: { member?: string; page: number }) =>
  pagedQuery(
    ['admin', 'freespins', 'rounds', member],
    (p, size) => adminApi.get<AdminFreeSpinRoundPage>('/freespins/rounds', { member, page: p, page_size: size }),
    page,
  );

export const saveSettings = (body: AdminFreeSpinSettingsBody) => adminApi.put<AdminFreeSpinSettingsData>('/freespins/settings', body);
