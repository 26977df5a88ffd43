import { lazyRouteComponent } from '@tanstack/react-router';
import { OperatorsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Admin only: operator accounts and roles (every /api/admin/operators route refuses other roles). */
export const operatorsPage: AdminPage = {
  path: '/operators',
  title: 'ผู้ดูแลและสิทธิ์',
  roles: [],
  icon: OperatorsIcon,
  component: lazyRouteComponent(() => import('./OperatorsPage'), 'OperatorsPage'),
};
