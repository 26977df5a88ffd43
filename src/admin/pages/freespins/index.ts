import { lazyRouteComponent } from '@tanstack/react-router';
import { FreeSpinsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Free spins: the fixed bet, the games that accept them, spins granted, played and won. */
export const freeSpinsPage: AdminPage = {
  path: '/freespins',
  title: 'ฟรีสปิน',
  roles: ['finance', 'support'],
  icon: FreeSpinsIcon,
  component: lazyRouteComponent(() => import('./FreeSpinsPage'), 'FreeSpinsPage'),
};
