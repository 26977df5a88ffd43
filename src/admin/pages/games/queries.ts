import type { AdminGame, AdminGamePage, AdminGameProvider, AdminRoundPage, AdminRoundVerifyData } from '@contract/admin-games';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export type GameFilters = { provider: string; category: string; enabled: string; q: string; sort: string; dir: string };
export const GAMES_PAGE_SIZE = 20;

export const providersQuery = () => ({
  queryKey: ['admin', 'games', 'providers'] as const,
  queryFn: () => adminApi.get<AdminGameProvider[]>('/games/providers'),
});

export const fetchGames = (f: GameFilters, page: number, pageSize: number) =>
  adminApi.get<AdminGamePage>('/games', {
    provider: f.provider || undefined,
    category: f.category || undefined,
    enabled: f.enabled || undefined,
    q: f.q || undefined,
    sort: f.sort || undefined,
    dir: f.sort ? f.dir : undefined,
    page,
    page_size: pageSize,
  });

export const gamesQuery = (f: GameFilters, page: number) => ({
  queryKey: ['admin', 'games', 'list', { ...f, page }] as const,
  queryFn: () => fetchGames(f, page, GAMES_PAGE_SIZE),
  placeholderData: keepPreviousData,
});

export type RoundSearch = { round: string; member: string; game: string };
export const ROUNDS_PAGE_SIZE = 10;

export const roundsQuery = (s: RoundSearch, page: number) => ({
  queryKey: ['admin', 'games', 'rounds', { ...s, page }] as const,
  queryFn: () =>
    adminApi.get<AdminRoundPage>('/games/rounds', {
      round_id: s.round || undefined,
      member: s.member || undefined,
      game_id: s.game || undefined,
      page,
      page_size: ROUNDS_PAGE_SIZE,
    }),
  enabled: Boolean(s.round || s.member),
  placeholderData: keepPreviousData,
});

export const switchProvider = (id: string, enabled: boolean) =>
  adminApi.put<AdminGameProvider>(`/games/providers/${encodeURIComponent(id)}`, { enabled });
export const switchGame = (id: string, enabled: boolean) => adminApi.put<AdminGame>(`/games/${encodeURIComponent(id)}`, { enabled });
export const verifyRound = (id: number) => adminApi.post<AdminRoundVerifyData>(`/games/rounds/${id}/verify`);
