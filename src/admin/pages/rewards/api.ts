import type {
  AdminRewardCorrectBody,
  AdminRewardEntry,
  AdminRewardEntryPage,
  AdminRewardEntryQuery,
  AdminRewardReportData,
  AdminRewardRunBody,
  AdminRewardRunData,
  AdminRewardSettingsBody,
  AdminRewardSettingsData,
} from '@contract/admin-rewards';
import type { RewardSettingName } from '@contract/rewards';
import { adminApi } from '../../app/http';
import { pagedQuery, reportQueryOf, settingsQueryOf } from '../../app/kit';

export type Entry = AdminRewardEntry;
export type ReportRow = AdminRewardReportData['rows'][number];

export const PAGE_SIZE = 20;
/** The daily report's default range: the last 14 days. */
export const REPORT_DAYS = 14;

/** The entries tab's view as the route's search keeps it (absent = any). */
export type EntryView = Pick<AdminRewardEntryQuery, 'kind' | 'period' | 'status' | 'member'> & { page: number };

export const fetchEntries = (v: EntryView, page: number, pageSize: number) =>
  adminApi.get<AdminRewardEntryPage>('/rewards/entries', {
    kind: v.kind,
    period: v.period,
    status: v.status,
    member: v.member,
    page,
    page_size: pageSize,
  });

export const rewardKeys = { all: ['admin', 'rewards'] as const };

export const settingsQuery = settingsQueryOf<AdminRewardSettingsData>('rewards');

export const reportQuery = reportQueryOf<AdminRewardReportData>('rewards');

export const entriesQuery = ({ kind, period, status, member, page }: EntryView) =>
  pagedQuery(
    ['admin', 'rewards', 'entries', { kind, period, status, member }],
    (p, size) => fetchEntries({ kind, period, status, member, page }, p, size),
    page,
  );

export const rewardsApi = {
  /** One group at a time: `{ cashback: {...} }`. */
  saveSettings: (group: RewardSettingName, settings: unknown) =>
    adminApi.put<AdminRewardSettingsData>('/rewards/settings', { [group]: settings } as AdminRewardSettingsBody),
  run: (body: AdminRewardRunBody) => adminApi.post<AdminRewardRunData>('/rewards/run', body),
  freeze: (id: number, reason: string) => adminApi.post<Entry>(`/rewards/entries/${id}/freeze`, { reason }),
  unfreeze: (id: number, reason: string) => adminApi.post<Entry>(`/rewards/entries/${id}/unfreeze`, { reason }),
  correct: (id: number, body: AdminRewardCorrectBody) => adminApi.post<Entry>(`/rewards/entries/${id}/correct`, body),
};
