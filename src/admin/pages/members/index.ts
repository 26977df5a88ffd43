import { lazyRouteComponent } from '@tanstack/react-router';
import { MembersIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Every role reads members (GET /api/admin/members is finance's and support's too). */
export const membersPage: AdminPage = {
  path: '/members',
  title: 'สมาชิก',
  roles: ['finance', 'support'],
  icon: MembersIcon,
  component: lazyRouteComponent(() => import('./MembersPage'), 'MembersPage'),
};
