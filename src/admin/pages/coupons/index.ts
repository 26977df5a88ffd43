import { lazyRouteComponent } from '@tanstack/react-router';
import { CouponsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Coupons and batches of unique codes: admin and support manage, finance reads. */
export const couponsPage: AdminPage = {
  path: '/coupons',
  title: 'คูปอง',
  roles: ['finance', 'support'],
  icon: CouponsIcon,
  component: lazyRouteComponent(() => import('./CouponsPage'), 'CouponsPage'),
};
