import { lazyRouteComponent } from '@tanstack/react-router';
import { RewardsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Cashback, commission and the weekly win/loss refund: settings, the daily report, entries; admin and support act, finance reads. */
export const rewardsPage: AdminPage = {
  path: '/rewards',
  title: 'คืนยอดเสียและค่าคอม',
  roles: ['finance', 'support'],
  icon: RewardsIcon,
  component: lazyRouteComponent(() => import('./RewardsPage'), 'RewardsPage'),
};
