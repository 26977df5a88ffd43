import { lazyRouteComponent } from '@tanstack/react-router';
import { PromotionsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Promotions with their figures and takers: admin and support manage, finance reads. */
export const promotionsPage: AdminPage = {
  path: '/promotions',
  title: 'โปรโมชั่น',
  roles: ['finance', 'support'],
  icon: PromotionsIcon,
  component: lazyRouteComponent(() => import('./PromotionsPage'), 'PromotionsPage'),
};
