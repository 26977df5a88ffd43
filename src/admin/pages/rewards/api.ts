import type {
  AdminRewardCorrectBody,
  AdminRewardEntry,
  AdminRewardEntryPage,
  AdminRewardReportData,
  AdminRewardRunBody,
  AdminRewardRunData,
  AdminRewardSettingsBody,
  AdminRewardSettingsData,
} from '@contract/admin-rewards';
import type { RewardSettingName } from '@contract/rewards';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export type Entry = AdminRewardEntry;
export type ReportRow = AdminRewardReportData['rows'][number];

export const PAGE_SIZE = 20;

/** The entries tab's view as the address keeps it ('' = any). */
export type EntryView = { kind: string; period: string; status: string; member: string; page: number };

export const fetchEntries = (v: Omit<EntryView, 'page'>, page: number, pageSize: number) =>
  adminApi.get<AdminRewardEntryPage>('/rewards/entries', {
    kind: v.kind || undefined,
    period: v.period || undefined,
    status: v.status || undefined,
    member: v.member || undefined,
    page,
    page_size: pageSize,
  });

export const rewardKeys = {
  all: ['admin', 'rewards'] as const,
  settings: ['admin', 'rewards', 'settings'] as const,
  report: (from: string, to: string) => ['admin', 'rewards', 'report', from, to] as const,
  entries: (v: EntryView) => ['admin', 'rewards', 'entries', v] as const,
};

export const settingsQuery = {
  queryKey: rewardKeys.settings,
  queryFn: () => adminApi.get<AdminRewardSettingsData>('/rewards/settings'),
};

export const reportQuery = (from: string, to: string) => ({
  queryKey: rewardKeys.report(from, to),
  queryFn: () => adminApi.get<AdminRewardReportData>('/rewards/report', { from, to }),
  placeholderData: keepPreviousData,
});

export const entriesQuery = (v: EntryView) => ({
  queryKey: rewardKeys.entries(v),
  queryFn: () => fetchEntries(v, v.page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

export const rewardsApi = {
  /** One group at a time: `{ cashback: {...} }`. */
  saveSettings: (group: RewardSettingName, settings: unknown) =>
    adminApi.put<AdminRewardSettingsData>('/rewards/settings', { [group]: settings } as AdminRewardSettingsBody),
  run: (body: AdminRewardRunBody) => adminApi.post<AdminRewardRunData>('/rewards/run', body),
  freeze: (id: number, reason: string) => adminApi.post<Entry>(`/rewards/entries/${id}/freeze`, { reason }),
  unfreeze: (id: number, reason: string) => adminApi.post<Entry>(`/rewards/entries/${id}/unfreeze`, { reason }),
  correct: (id: number, body: AdminRewardCorrectBody) => adminApi.post<Entry>(`/rewards/entries/${id}/correct`, body),
};

/** YYYY-MM-DD `days` before a Bangkok date (calendar arithmetic in UTC, so no time zone shifts a day). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
