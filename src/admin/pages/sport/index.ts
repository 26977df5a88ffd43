import { lazyRouteComponent } from '@tanstack/react-router';
import { SportIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** The sportsbook: fixtures and odds, results, feed imports, exposure, bets, members' results, settings. */
export const sportPage: AdminPage = {
  path: '/sport',
  title: 'แทงบอล',
  roles: ['finance', 'support'],
  icon: SportIcon,
  component: lazyRouteComponent(() => import('./SportPage'), 'SportPage'),
};
