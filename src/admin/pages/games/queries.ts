import type {
  AdminGame,
  AdminGamePage,
  AdminGameProvider,
  AdminGameQuery,
  AdminRoundPage,
  AdminRoundVerifyData,
} from '@contract/admin-games';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { pagedQuery } from '../../app/kit';

/** The catalogue's view as the route's search keeps it (absent = any; no sort = the catalogue's order). */
export type GameView = Pick<AdminGameQuery, 'provider' | 'category' | 'enabled' | 'q' | 'sort'> & { dir: 'asc' | 'desc'; page: number };
export const GAMES_PAGE_SIZE = 20;

export const providersQuery = queryOptions({
  queryKey: ['admin', 'games', 'providers'],
  queryFn: () => adminApi.get<AdminGameProvider[]>('/games/providers'),
});

export const fetchGames = ({ provider, category, enabled, q, sort, dir }: Omit<GameView, 'page'>, page: number, pageSize: number) =>
  adminApi.get<AdminGamePage>('/games', { provider, category, enabled, q, sort, dir: sort ? dir : undefined, page, page_size: pageSize });

export const gamesQuery = ({ provider, category, enabled, q, sort, dir, page }: GameView) =>
  pagedQuery(
    ['admin', 'games', 'list', { provider, category, enabled, q, sort, dir }],
    (p, size) => fetchGames({ provider, category, enabled, q, sort, dir }, p, size),
    page,
    GAMES_PAGE_SIZE,
  );

/** The round look-up's search (a round id or a member is required; the game narrows). */
export type RoundView = { round?: number; member?: string; game?: string; rpage: number };
export const ROUNDS_PAGE_SIZE = 10;

export const roundsQuery = ({ round, member, game, rpage }: RoundView) =>
  queryOptions({
    queryKey: ['admin', 'games', 'rounds', { round, member, game, rpage }],
    queryFn: () =>
      adminApi.get<AdminRoundPage>('/games/rounds', { round_id: round, member, game_id: game, page: rpage, page_size: ROUNDS_PAGE_SIZE }),
    enabled: Boolean(round || member),
    placeholderData: keepPreviousData,
  });

export const switchProvider = (id: string, enabled: boolean) =>
  adminApi.put<AdminGameProvider>(`/games/providers/${encodeURIComponent(id)}`, { enabled });
export const switchGame = (id: string, enabled: boolean) => adminApi.put<AdminGame>(`/games/${encodeURIComponent(id)}`, { enabled });
export const verifyRound = (id: number) => adminApi.post<AdminRoundVerifyData>(`/games/rounds/${id}/verify`);
