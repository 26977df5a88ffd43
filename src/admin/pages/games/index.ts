import { lazyRouteComponent } from '@tanstack/react-router';
import { GamesIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/**
 * Games: providers and games on and off (support and admin switch; finance reads), the catalogue
 * table, and the in-house round look-up with its fairness check.
 */
export const gamesPage: AdminPage = {
  path: '/games',
  title: 'เกมและผู้ให้บริการ',
  roles: ['finance', 'support'],
  icon: GamesIcon,
  component: lazyRouteComponent(() => import('./GamesPage'), 'GamesPage'),
};
