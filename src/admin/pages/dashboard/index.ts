import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DashboardIcon } from '../../app/icons';
import { startQuery } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { dashboardQuery } from './api';

/** Admin and finance (GET /api/admin/reports/dashboard refuses support); first in the menu, so they land here. */
const page: MenuEntry = { title: 'ภาพรวม', roles: ['finance'], icon: DashboardIcon };

export const dashboardPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/dashboard'),
    loader: ({ context: { queryClient } }) => startQuery(queryClient, dashboardQuery),
    component: lazyRouteComponent(() => import('./DashboardPage'), 'DashboardPage'),
  }),
};
