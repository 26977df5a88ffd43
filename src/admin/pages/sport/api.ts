import type {
  AdminSportBetsPage,
  AdminSportBetsQuery,
  AdminSportExposureData,
  AdminSportFixture,
  AdminSportFixturePage,
  AdminSportFixtureQuery,
  AdminSportImportsData,
  AdminSportLeaguesData,
  AdminSportMembersPage,
  AdminSportOddsBody,
  AdminSportResultBody,
  AdminSportSettingsData,
} from '@contract/admin-sport';
import type { SportFeedAnswer } from '@contract/sport-feed';
import { bangkokToday } from '@contract/thai-calendar';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { type DayRange, pagedQuery, settingsQueryOf, useAllows } from '../../app/kit';

export type Fixture = AdminSportFixture;
export type Market = AdminSportFixture['markets'][number];

export const PAGE_SIZE = 20;
/** The members' results' default range: the last 7 days. */
export const MEMBER_DAYS = 7;

/** Finance (and admin) trade, enter results, import and save settings; support reads. The server checks too. */
export const useTrades = () => useAllows(['finance']);

type FixtureStatus = NonNullable<AdminSportFixtureQuery['status']>;
type FixtureState = NonNullable<AdminSportFixtureQuery['state']>;
export type FixtureView = { day?: string; league_id?: number; status?: FixtureStatus; state?: FixtureState; q?: string; page: number };

/** The fixtures tab's day in the address for "every day" (absent is today). */
export const ALL_DAYS = 'all';

/**
 * The fixtures tab's list: one status tab (upcoming when absent) of one Bangkok day (today when
 * absent, every day with `all`), so the page opens on today's fixtures that still take bets.
 */
export const fixturesView = (v: { state: FixtureState; day?: string; league_id?: number; q?: string; page: number }): FixtureView => ({
  state: v.state,
  day: v.day === ALL_DAYS ? undefined : (v.day ?? bangkokToday()),
  league_id: v.league_id,
  q: v.q,
  page: v.page,
});

/** The results tab's fixtures: its own day (today when absent), league, status and page. */
export const resultsView = (v: { rday?: string; rleague?: number; rstatus?: FixtureStatus; rpage: number }): FixtureView => ({
  day: v.rday ?? bangkokToday(),
  league_id: v.rleague,
  status: v.rstatus,
  page: v.rpage,
});

export const sportKeys = { all: ['admin', 'sport'] as const };

export const fixturesQuery = ({ day, league_id, status, state, q, page }: FixtureView) =>
  pagedQuery(
    ['admin', 'sport', 'fixtures', { day, league_id, status, state, q }],
    (p, size) => adminApi.get<AdminSportFixturePage>('/sport/fixtures', { day, league_id, status, state, q, page: p, page_size: size }),
    page,
  );

export const leaguesQuery = queryOptions({
  queryKey: ['admin', 'sport', 'leagues'],
  queryFn: () => adminApi.get<AdminSportLeaguesData>('/sport/leagues'),
});
export const importsQuery = queryOptions({
  queryKey: ['admin', 'sport', 'imports'],
  queryFn: () => adminApi.get<AdminSportImportsData>('/sport/feed/imports'),
});
export const settingsQuery = settingsQueryOf<AdminSportSettingsData>('sport');

export const exposureQuery = (fixture: number | undefined, day: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'sport', 'exposure', fixture, day],
    queryFn: () => adminApi.get<AdminSportExposureData>('/sport/exposure', { fixture_id: fixture, day }),
  });

export const betsQuery = (fixture: number, status: AdminSportBetsQuery['status'], page: number) =>
  pagedQuery(
    ['admin', 'sport', 'bets', fixture, status],
    (p, size) => adminApi.get<AdminSportBetsPage>(`/sport/fixtures/${fixture}/bets`, { status, page: p, page_size: size }),
    page,
  );

export const membersQuery = (r: DayRange, page: number) =>
  pagedQuery(
    ['admin', 'sport', 'members', r.from, r.to],
    (p, size) => adminApi.get<AdminSportMembersPage>('/sport/members', { ...r, page: p, page_size: size }),
    page,
  );

export const sportApi = {
  odds: (id: number, body: AdminSportOddsBody) => adminApi.put<{ id: number }>(`/sport/markets/${id}`, body),
  suspendMarket: (id: number, suspended: boolean) => adminApi.post<{ id: number }>(`/sport/markets/${id}/suspend`, { suspended }),
  suspendFixture: (id: number, suspended: boolean) => adminApi.post<{ id: number }>(`/sport/fixtures/${id}/suspend`, { suspended }),
  void: (id: number, reason: string) => adminApi.post<{ id: number }>(`/sport/fixtures/${id}/void`, { reason }),
  result: (id: number, body: AdminSportResultBody) => adminApi.put<{ id: number; changed: boolean }>(`/sport/fixtures/${id}/result`, body),
  feed: (text: string) => adminApi.post<SportFeedAnswer>('/sport/feed', { text }),
  settings: (body: AdminSportSettingsData) => adminApi.put<AdminSportSettingsData>('/sport/settings', body),
};
