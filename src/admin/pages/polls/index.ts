import { lazyRouteComponent } from '@tanstack/react-router';
import { PollsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Prediction polls: create, close, resolve with the winning choice; winners paid. */
export const pollsPage: AdminPage = {
  path: '/polls',
  title: 'โพลทายผล',
  roles: ['finance', 'support'],
  icon: PollsIcon,
  component: lazyRouteComponent(() => import('./PollsPage'), 'PollsPage'),
};
