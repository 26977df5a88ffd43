import type {
  AdminWheelBoardBody,
  AdminWheelBoardData,
  AdminWheelReportData,
  AdminWheelSettingsBody,
  AdminWheelSettingsData,
  AdminWheelSpinPage,
} from '@contract/admin-wheel';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { pagedQuery, reportQueryOf, settingsQueryOf } from '../../app/kit';

export const PAGE_SIZE = 20;
/** The report's default range: the last 14 days. */
export const REPORT_DAYS = 14;

export const wheelKeys = {
  board: ['admin', 'wheel', 'board'] as const,
};

export const boardQuery = queryOptions({ queryKey: wheelKeys.board, queryFn: () => adminApi.get<AdminWheelBoardData>('/wheel/board') });
export const settingsQuery = settingsQueryOf<AdminWheelSettingsData>('wheel');
export const reportQuery = reportQueryOf<AdminWheelReportData>('wheel');
export const spinsQuery = ({ member, page }: { member?: string; page: number }) =>
  pagedQuery(
    ['admin', 'wheel', 'spins', member],
    (p, size) => adminApi.get<AdminWheelSpinPage>('/wheel/spins', { member, page: p, page_size: size }),
    page,
  );

export const wheelApi = {
  saveBoard: (body: AdminWheelBoardBody) => adminApi.put<AdminWheelBoardData>('/wheel/board', body),
  saveSettings: (body: AdminWheelSettingsBody) => adminApi.put<AdminWheelSettingsData>('/wheel/settings', body),
};
