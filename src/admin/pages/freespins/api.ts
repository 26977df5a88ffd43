import type {
  AdminFreeSpinReportData,
  AdminFreeSpinRoundPage,
  AdminFreeSpinSettingsBody,
  AdminFreeSpinSettingsData,
} from '@contract/admin-freespins';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export const PAGE_SIZE = 20;

export const freeSpinKeys = {
  all: ['admin', 'freespins'] as const,
  settings: ['admin', 'freespins', 'settings'] as const,
  report: (from: string, to: string) => ['admin', 'freespins', 'report', from, to] as const,
  rounds: (member: string, page: number) => ['admin', 'freespins', 'rounds', member, page] as const,
};

export const settingsQuery = {
  queryKey: freeSpinKeys.settings,
  queryFn: () => adminApi.get<AdminFreeSpinSettingsData>('/freespins/settings'),
};

export const reportQuery = (from: string, to: string) => ({
  queryKey: freeSpinKeys.report(from, to),
  queryFn: () => adminApi.get<AdminFreeSpinReportData>('/freespins/report', { from, to }),
  placeholderData: keepPreviousData,
});

export const roundsQuery = (member: string, page: number) => ({
  queryKey: freeSpinKeys.rounds(member, page),
  queryFn: () => adminApi.get<AdminFreeSpinRoundPage>('/freespins/rounds', { member: member || undefined, page, page_size: PAGE_SIZE }),
  placeholderData: keepPreviousData,
});

export const saveSettings = (body: AdminFreeSpinSettingsBody) => adminApi.put<AdminFreeSpinSettingsData>('/freespins/settings', body);

/** YYYY-MM-DD `days` before a date (UTC calendar arithmetic). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
