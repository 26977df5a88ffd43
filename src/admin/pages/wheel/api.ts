import type {
  AdminWheelBoardBody,
  AdminWheelBoardData,
  AdminWheelReportData,
  AdminWheelSettingsBody,
  AdminWheelSettingsData,
  AdminWheelSpinPage,
} from '@contract/admin-wheel';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export const PAGE_SIZE = 20;

export const wheelKeys = {
  all: ['admin', 'wheel'] as const,
  board: ['admin', 'wheel', 'board'] as const,
  settings: ['admin', 'wheel', 'settings'] as const,
  report: (from: string, to: string) => ['admin', 'wheel', 'report', from, to] as const,
  spins: (member: string, page: number) => ['admin', 'wheel', 'spins', member, page] as const,
};

export const boardQuery = { queryKey: wheelKeys.board, queryFn: () => adminApi.get<AdminWheelBoardData>('/wheel/board') };
export const settingsQuery = { queryKey: wheelKeys.settings, queryFn: () => adminApi.get<AdminWheelSettingsData>('/wheel/settings') };
export const reportQuery = (from: string, to: string) => ({
  queryKey: wheelKeys.report(from, to),
  queryFn: () => adminApi.get<AdminWheelReportData>('/wheel/report', { from, to }),
  placeholderData: keepPreviousData,
});
export const spinsQuery = (member: string, page: number) => ({
  queryKey: wheelKeys.spins(member, page),
  queryFn: () => adminApi.get<AdminWheelSpinPage>('/wheel/spins', { member: member || undefined, page, page_size: PAGE_SIZE }),
  placeholderData: keepPreviousData,
});

export const wheelApi = {
  saveBoard: (body: AdminWheelBoardBody) => adminApi.put<AdminWheelBoardData>('/wheel/board', body),
  saveSettings: (body: AdminWheelSettingsBody) => adminApi.put<AdminWheelSettingsData>('/wheel/settings', body),
};

/** YYYY-MM-DD `days` before a date (UTC calendar arithmetic). */
export const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
