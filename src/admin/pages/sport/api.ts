import type {
  AdminSportBetsPage,
  AdminSportExposureData,
  AdminSportFixture,
  AdminSportFixturePage,
  AdminSportImportsData,
  AdminSportLeaguesData,
  AdminSportMembersPage,
  AdminSportOddsBody,
  AdminSportResultBody,
  AdminSportSettingsData,
} from '@contract/admin-sport';
import type { SportFeedAnswer } from '@contract/sport-feed';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { allows, useSession } from '../../app/session';

export type Fixture = AdminSportFixture;
export type Market = AdminSportFixture['markets'][number];
export const PAGE_SIZE = 20;

/** Finance (and admin) trade, enter results, import and save settings; support reads. The server checks too. */
export function useTrades(): boolean {
  return allows(useSession()?.role, ['finance']);
}

export type FixtureView = { day: string; league_id: string; status: string; q: string; page: number };

export const sportKeys = {
  all: ['admin', 'sport'] as const,
  fixtures: (v: FixtureView) => ['admin', 'sport', 'fixtures', v] as const,
  leagues: ['admin', 'sport', 'leagues'] as const,
  imports: ['admin', 'sport', 'imports'] as const,
  settings: ['admin', 'sport', 'settings'] as const,
  exposure: (fixture: string, day: string) => ['admin', 'sport', 'exposure', fixture, day] as const,
  bets: (fixture: number, status: string, page: number) => ['admin', 'sport', 'bets', fixture, status, page] as const,
  members: (from: string, to: string, page: number) => ['admin', 'sport', 'members', from, to, page] as const,
};

export const fixturesQuery = (v: FixtureView) => ({
  queryKey: sportKeys.fixtures(v),
  queryFn: () =>
    adminApi.get<AdminSportFixturePage>('/sport/fixtures', {
      day: v.day || undefined,
      league_id: v.league_id || undefined,
      status: v.status || undefined,
      q: v.q || undefined,
      page: v.page,
      page_size: PAGE_SIZE,
    }),
  placeholderData: keepPreviousData,
});

export const leaguesQuery = { queryKey: sportKeys.leagues, queryFn: () => adminApi.get<AdminSportLeaguesData>('/sport/leagues') };
export const importsQuery = { queryKey: sportKeys.imports, queryFn: () => adminApi.get<AdminSportImportsData>('/sport/feed/imports') };
export const settingsQuery = { queryKey: sportKeys.settings, queryFn: () => adminApi.get<AdminSportSettingsData>('/sport/settings') };

export const exposureQuery = (fixture: string, day: string) => ({
  queryKey: sportKeys.exposure(fixture, day),
  queryFn: () => adminApi.get<AdminSportExposureData>('/sport/exposure', { fixture_id: fixture || undefined, day: day || undefined }),
});

export const betsQuery = (fixture: number, status: string, page: number) => ({
  queryKey: sportKeys.bets(fixture, status, page),
  queryFn: () =>
    adminApi.get<AdminSportBetsPage>(`/sport/fixtures/${fixture}/bets`, { status: status || undefined, page, page_size: PAGE_SIZE }),
  placeholderData: keepPreviousData,
});

export const membersQuery = (from: string, to: string, page: number) => ({
  queryKey: sportKeys.members(from, to, page),
  queryFn: () => adminApi.get<AdminSportMembersPage>('/sport/members', { from, to, page, page_size: PAGE_SIZE }),
  placeholderData: keepPreviousData,
});

export const sportApi = {
  odds: (id: number, body: AdminSportOddsBody) => adminApi.put<{ id: number }>(`/sport/markets/${id}`, body),
  suspendMarket: (id: number, suspended: boolean) => adminApi.post<{ id: number }>(`/sport/markets/${id}/suspend`, { suspended }),
  suspendFixture: (id: number, suspended: boolean) => adminApi.post<{ id: number }>(`/sport/fixtures/${id}/suspend`, { suspended }),
  void: (id: number, reason: string) => adminApi.post<{ id: number }>(`/sport/fixtures/${id}/void`, { reason }),
  result: (id: number, body: AdminSportResultBody) => adminApi.put<{ id: number; changed: boolean }>(`/sport/fixtures/${id}/result`, body),
  feed: (text: string) => adminApi.post<SportFeedAnswer>('/sport/feed', { text }),
  settings: (body: AdminSportSettingsData) => adminApi.put<AdminSportSettingsData>('/sport/settings', body),
};
