import { lazyRouteComponent } from '@tanstack/react-router';
import { DashboardIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Admin and finance (GET /api/admin/reports/dashboard refuses support); first in the menu, so they land here. */
export const dashboardPage: AdminPage = {
  path: '/dashboard',
  title: 'ภาพรวม',
  roles: ['finance'],
  icon: DashboardIcon,
  component: lazyRouteComponent(() => import('./DashboardPage'), 'DashboardPage'),
};
