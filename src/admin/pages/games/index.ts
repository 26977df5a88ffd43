import { AdminGameQuery, AdminRoundQuery } from '@contract/admin-games';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { GamesIcon } from '../../app/icons';
import { keep, keepOr, pageNumber, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { gamesQuery, providersQuery, roundsQuery } from './queries';

const games = AdminGameQuery.shape;
const rounds = AdminRoundQuery.shape;
/** The catalogue's filters, order and page; the round look-up's round, member, game and page (`rpage`). */
const GamesSearch = z.object({
  provider: keep(games.provider),
  category: keep(games.category),
  enabled: keep(games.enabled),
  q: keep(games.q),
  sort: keep(games.sort),
  dir: keepOr(games.dir, 'desc'),
  page: pageNumber(),
  round: keep(rounds.round_id),
  member: keep(rounds.member),
  game: keep(rounds.game_id),
  rpage: pageNumber(),
});

/**
 * Games: providers and games on and off (support and admin switch; finance reads), the catalogue
 * table, and the in-house round look-up with its fairness check.
 */
const page: MenuEntry = { title: 'เกมและผู้ให้บริการ', roles: ['finance', 'support'], icon: GamesIcon };

export const gamesPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/games'),
    ...searchOf(GamesSearch, (v, start) => {
      start(providersQuery);
      start(gamesQuery(v));
      if (v.round || v.member) start(roundsQuery(v));
    }),
    component: lazyRouteComponent(() => import('./GamesPage'), 'GamesPage'),
  }),
};
