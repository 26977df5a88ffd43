import { lazyRouteComponent } from '@tanstack/react-router';
import { ShopIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** The points shop: items and stock, orders of physical items (ship, deliver, cancel). */
export const shopPage: AdminPage = {
  path: '/shop',
  title: 'ร้านแลกแต้ม',
  roles: ['finance', 'support'],
  icon: ShopIcon,
  component: lazyRouteComponent(() => import('./ShopPage'), 'ShopPage'),
};
